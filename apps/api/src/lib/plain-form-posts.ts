import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Forms posted without script (docs/decisions/0500-restaurants-console.md, "The sign-in page
 * works before its script"): the body as a flat object of strings, and the check that stands in
 * for the API's CSRF header, which a plain form cannot send: the browser's `Origin` must be this
 * site's own (or, without one or with `null`, `Sec-Fetch-Site: same-origin`), so another site's form is refused.
 */
export function acceptPlainFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

export function isOwnOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  // `Origin: null` is what a browser sends from a page whose Referrer-Policy is `no-referrer`
  // (the site's pages): the browser's own `Sec-Fetch-Site` then tells where the form came from.
  if (!origin || origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin';
  return origin === publicUrl || origin === `${request.protocol}://${request.host}`;
}

/** The refusal of a form from another site, in the page's language. */
export const FOREIGN_FORM = {
  da: 'Formularen kom ikke fra Tredjedel.',
  en: 'The form did not come from Tredjedel.',
} as const;
