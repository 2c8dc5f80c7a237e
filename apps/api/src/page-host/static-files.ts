import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The client build's hashed assets under /assets/, with a year of cache and their build-time
 * .br/.gz copies.
 */
export async function registerAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  const assetsDir = path.join(clientDir, 'assets');
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    // Hashed file names change with their content, so the browser may keep them for good.
    maxAge: '365d',
    immutable: true,
    index: false,
    // The build writes .br and .gz copies; the one the browser accepts is sent as it is.
    preCompressed: true,
    // The folder appears when the web app is built, possibly after the server started.
    allowedPath: () => fs.existsSync(assetsDir),
  });
}

/**
 * Top-level files of the client build (favicon.ico, robots.txt …), never outside it: the reply, or
 * null when `pathname` names no such file.
 */
export function sendClientFile(reply: FastifyReply, clientDir: string, pathname: string) {
  if (path.extname(pathname) === '') return null;
  const file = path.resolve(clientDir, `.${pathname}`);
  if (!file.startsWith(`${clientDir}${path.sep}`) || !fs.existsSync(file) || !fs.statSync(file).isFile())
    return null;
  // Unhashed names (favicon.ico) may change with a deploy: an hour, not a year.
  return reply.sendFile(path.relative(clientDir, file), clientDir, { maxAge: '1h', immutable: false });
}
