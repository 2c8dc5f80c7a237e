/** The yardstick: a Fastify route that answers a small JSON body with no work behind it. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.env.BENCH_BARE_PORT ?? 0), host: '127.0.0.1' });
console.log(`bare route at ${address}`);
