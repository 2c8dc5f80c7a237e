import { FLAT_KINDS, renderFlatSvg, renderPlaceSvg, type TPlaceProfile } from '@tredjedel/media';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import { parseRequestPart } from '../../lib/http-errors.ts';
import { createPlaceProfiles } from '../../services/media/place-profiles.ts';

const SAFE_NAME = /^[a-z0-9-]{1,80}$/;

const ZPlaceParams = z.object({
  slug: z.string().regex(SAFE_NAME),
  variant: z.string().regex(/^(primary|mobile|gallery-[1-9])\.svg$/),
});
const ZFlatParams = z.object({
  kind: z.enum(FLAT_KINDS),
  file: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/),
});

/** An editorial picture's file name never draws anything else: a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A place's picture follows its kind, kitchens and name, which the place edits in the console
 * (docs/decisions/0500-restaurants-console.md): a day, so an edit shows by tomorrow.
 */
const PLACE_PICTURE = 'public, max-age=86400';
/**
 * No place has the slug (yet: an operator may create it this minute), or the catalogue could not be
 * read: a neutral picture, cached briefly so the real one follows.
 */
const PROVISIONAL = 'public, max-age=300';

/**
 * Illustrated SVG pictures drawn here (no external hosts): a place's pictures follow its type and
 * kitchens, looked up by slug; blog, page box, guide and partner pictures follow their file names.
 */
export default function mediaRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const findPlaceProfile = createPlaceProfiles(app.db);
  const send = (reply: FastifyReply, svg: string, cacheControl = IMMUTABLE) =>
    reply.header('cache-control', cacheControl).type('image/svg+xml').send(svg);

  /** The place's profile (null for an unknown slug); a failed lookup is logged, not fatal. */
  async function profileOf(
    slug: string,
    log: FastifyInstance['log'],
  ): Promise<{ profile: TPlaceProfile | null; cacheControl: string }> {
    try {
      const profile = await findPlaceProfile(slug);
      return { profile, cacheControl: profile ? PLACE_PICTURE : PROVISIONAL };
    } catch (error) {
      log.warn({ err: error }, 'media: place lookup failed, drawing a neutral picture');
      return { profile: null, cacheControl: PROVISIONAL };
    }
  }

  app.get('/media/places/:slug/:variant', async (request, reply) => {
    const { slug, variant } = parseRequestPart(ZPlaceParams, request.params);
    const { profile, cacheControl } = await profileOf(slug, request.log);
    return send(reply, renderPlaceSvg(profile, slug, variant.replace(/\.svg$/, '')), cacheControl);
  });

  app.get('/media/:kind/:file', async (request, reply) => {
    const { kind, file } = parseRequestPart(ZFlatParams, request.params);
    // A partner's logo shows its own place's dish: partner files are named by the place's slug.
    const { profile, cacheControl } =
      kind === 'partners'
        ? await profileOf(file.replace(/\.svg$/, ''), request.log)
        : { profile: null, cacheControl: IMMUTABLE };
    return send(reply, renderFlatSvg(kind, file, profile), cacheControl);
  });
  done();
}
