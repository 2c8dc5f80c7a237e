import { createServer, type AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

/** A port nothing listens on (yet): SMTP "down" until a server is started on it. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export type TSmtpTestServer = {
  /** Each message as received (headers and body), with when it arrived. */
  messages: { raw: string; at: number }[];
  close(): Promise<void>;
};

/** A real SMTP server (the smtp-server package) on `port`, keeping every message it accepts. */
export async function startSmtpServer(port: number): Promise<TSmtpTestServer> {
  const messages: TSmtpTestServer['messages'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({ raw: Buffer.concat(chunks).toString('utf8'), at: performance.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Polls `check` every 25 ms until it is true; fails after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
