import { constants } from 'node:zlib';

import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Pages and API answers are compressed for browsers that accept it (the built scripts and styles
 * are compressed once at build time instead; see page-host/web-pages.ts). Brotli at quality 4 keeps most of
 * its gain over gzip at a small part of the CPU of its top setting, which matters per response.
 */
export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(fastifyCompress, {
      global: true,
      // Nothing sends us compressed request bodies; no decompression hook on every request.
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
