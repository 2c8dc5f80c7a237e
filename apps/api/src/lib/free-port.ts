import net from 'node:net';

/**
 * A port free on `host` right now, as the system hands out for port 0: listened on for a moment
 * and released, so the caller can build everything that names it before it listens there itself.
 * Another program taking it in between makes that listen fail with EADDRINUSE, never serve
 * elsewhere.
 */
export function findFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen({ port: 0, host, exclusive: true }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error(`no free port on ${host}`))));
    });
  });
}
