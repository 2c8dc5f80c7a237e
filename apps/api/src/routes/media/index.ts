import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import { parseRequestPart } from '../../lib/http-errors.ts';

/** Fixed sizes per kind of picture, so pages can reserve space before the image loads. */
const SIZES = {
  primary: [800, 500],
  mobile: [400, 300],
  gallery: [800, 600],
  partners: [200, 200],
  blog: [800, 450],
  boxes: [600, 300],
  guide: [600, 300],
} as const;

const SAFE_NAME = /^[a-z0-9-]{1,80}$/;

/**
 * A small deterministic picture for `key`: a two-colour gradient and a few shapes whose colours and
 * positions come from the key's hash, so each place always gets the same image, made here.
 */
export function renderPlaceholderSvg(key: string, width: number, height: number): string {
  const bytes = createHash('sha256').update(key).digest();
  const byte = (index: number) => bytes[index % bytes.length] ?? 0;
  const hue = Math.round((byte(0) / 255) * 360);
  const accent = (hue + 120 + byte(1)) % 360;
  const shapes: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const cx = Math.round((byte(2 + index * 3) / 255) * width);
    const cy = Math.round((byte(3 + index * 3) / 255) * height);
    const radius = Math.round(((byte(4 + index * 3) / 255) * 0.25 + 0.08) * Math.min(width, height));
    shapes.push(
      index % 2 === 0
        ? `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="hsl(${(accent + index * 25) % 360} 60% 60%)" fill-opacity="0.55"/>`
        : `<rect x="${cx - radius}" y="${cy - radius}" width="${radius * 2}" height="${radius * 1.3}" rx="${radius / 5}" fill="hsl(${(hue + index * 40) % 360} 45% 85%)" fill-opacity="0.5"/>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-hidden="true">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 22%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    ...shapes,
    '</svg>',
  ].join('');
}

const ZPlaceParams = z.object({
  slug: z.string().regex(SAFE_NAME),
  variant: z.string().regex(/^(primary|mobile|gallery-[1-9])\.svg$/),
});
const ZFlatParams = z.object({
  kind: z.enum(['partners', 'blog', 'boxes', 'guide']),
  file: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/),
});

export default function mediaRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const send = (reply: FastifyReply, svg: string) =>
    // The picture for a name never changes: cache it for a year.
    reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml').send(svg);

  app.get('/media/places/:slug/:variant', async (request, reply) => {
    const { slug, variant } = parseRequestPart(ZPlaceParams, request.params);
    const kind = variant.startsWith('gallery')
      ? 'gallery'
      : variant.startsWith('mobile')
        ? 'mobile'
        : 'primary';
    const [width, height] = SIZES[kind];
    return send(
      reply,
      renderPlaceholderSvg(`${slug}/${kind === 'mobile' ? 'primary' : variant}`, width, height),
    );
  });

  app.get('/media/:kind/:file', async (request, reply) => {
    const { kind, file } = parseRequestPart(ZFlatParams, request.params);
    const [width, height] = SIZES[kind];
    return send(reply, renderPlaceholderSvg(`${kind}/${file}`, width, height));
  });
  done();
}
