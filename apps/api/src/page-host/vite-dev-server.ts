import path from 'node:path';

import type { FastifyInstance } from 'fastify';

/** Vite's dev server, as much of it as the pages need (vite is only loaded in development). */
export type TViteDevServer = {
  middlewares: (request: unknown, response: unknown, next: (error?: unknown) => void) => void;
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
  ssrFixStacktrace(error: Error): void;
  close(): Promise<void>;
};

/**
 * Starts Vite in middleware mode on apps/web, so pages render from source and reload on save. Its
 * hot-reload websocket shares our HTTP server, so development needs one port only.
 */
export async function startViteDevServer(
  root: string,
  httpServer: FastifyInstance['server'],
): Promise<TViteDevServer> {
  const vite = await import('vite');
  return (await vite.createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  })) as unknown as TViteDevServer;
}
