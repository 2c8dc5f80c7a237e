/**
 * POST with a JSON body over kept-alive connections (node:http), for load generators. Node's
 * `fetch` (undici behind WHATWG streams and Headers) spent 1.4-2.2 ms of the load generator's CPU
 * per request in the cluster section on a busy machine, so with one core for the load it could
 * measure itself; this client spends a fraction of that (the section prints the load generator's
 * CPU per attempt).
 */
import http from 'node:http';

const agents = new Map<string, http.Agent>();

function agentFor(origin: string): http.Agent {
  let agent = agents.get(origin);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    agents.set(origin, agent);
  }
  return agent;
}

export type TPostAnswer = { status: number; body: string };

export function postJson(url: string, headers: Record<string, string>, body: string): Promise<TPostAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        agent: agentFor(target.origin),
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Closes the kept-alive connections, so the process can end. */
export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
