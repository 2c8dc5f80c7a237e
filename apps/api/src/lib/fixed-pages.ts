import type { TLocale } from '@tredjedel/domain';

/**
 * Small pages answered without a render, in the address's language (English under /en: the
 * domain's `getPathLocale` of the request's URL, which reads `/en?…` too): when a render must not run (an address with a NUL) or may not run now (the
 * render budget). No script, no style, nothing of the visitor's.
 */
function fixedPage(lang: TLocale, title: string, text: string, home: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="${lang === 'en' ? '/en' : '/'}">${home}</a></p></body></html>`;
}

export function badAddressPage(lang: TLocale): string {
  return lang === 'en'
    ? fixedPage(
        lang,
        'Invalid address',
        'The address contains a character that is not allowed.',
        'Go to the front page',
      )
    : fixedPage(
        lang,
        'Ugyldig adresse',
        'Adressen indeholder et tegn, der ikke er tilladt.',
        'Gå til forsiden',
      );
}

/** Past the render budget (docs/decisions/0006-page-caching-shared-pages-answered-once.md): when to try again. */
export function tooManyPagesPage(lang: TLocale, retryAfterSeconds: number): string {
  return lang === 'en'
    ? fixedPage(
        lang,
        'Too many pages at once',
        `You have opened many pages in a short time. Please try again in ${retryAfterSeconds} seconds.`,
        'Go to the front page',
      )
    : fixedPage(
        lang,
        'For mange sider på kort tid',
        `Du har åbnet mange sider på kort tid. Prøv igen om ${retryAfterSeconds} sekunder.`,
        'Gå til forsiden',
      );
}
