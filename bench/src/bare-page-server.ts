/**
 * The limit of Node and Fastify for a page: a route that answers stored bytes with stored headers
 * and nothing else (no lookup, no hooks, no logging, no metrics). BENCH_PAGE_FILE is the body, as
 * sent (gzip); BENCH_PAGE_HEADERS the headers as JSON.
 */
import fs from 'node:fs';

import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BENCH_PAGE_FILE ?? '');
const headers = JSON.parse(process.env.BENCH_PAGE_HEADERS ?? '{}') as Record<string, string>;
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.headers(headers).send(body));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`bare page route at ${address}`);
