import { describe, expect, it } from 'vitest';

import { SIZES, renderFlatSvg, renderPlaceSvg, type TFlatKind, type TPlaceProfile } from '../src/index.ts';
import { STYLES } from '../src/styles.ts';

/**
 * Well-formed XML without a parser: every tag opens and closes in order, attributes are quoted,
 * and nothing but whitespace-free markup sits between tags (the pictures carry no text).
 */
function expectWellFormed(svg: string) {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/gy;
  let position = 0;
  while (position < svg.length) {
    tag.lastIndex = position;
    const match = tag.exec(svg);
    if (!match) throw new Error(`not well-formed at ${position}: ${svg.slice(position, position + 60)}`);
    const [whole, closing, name = '', , selfClosing] = match;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing) stack.push(name);
    position += whole.length;
  }
  expect(stack).toEqual([]);
}

const place = (
  productType: TPlaceProfile['productType'],
  kitchens: string[],
  name = 'Restaurant Kanalen',
) => ({
  productType,
  kitchens,
  name,
});

const VARIANTS = ['primary', 'mobile', 'gallery-1', 'gallery-2', 'gallery-3', 'gallery-4'];
const PROFILES: (TPlaceProfile | null)[] = [
  ...Object.keys(STYLES).map((kitchen) => place('restaurant', [kitchen])),
  ...['italiensk', 'spansk', 'mexicansk', 'dansk', 'fransk'].map((kitchen) =>
    place('bar', [kitchen], 'Bar Mørket'),
  ),
  ...['Pizzeria', 'Sushi', 'Ramen', 'Falafel', 'Thai Box', 'Burgerbar', 'Curryhuset', 'Smørrebrød'].map(
    (prefix) => place('takeaway', ['italiensk', 'vegetar'], `${prefix} Hanen`),
  ),
  place('restaurant', ['spansk', 'libanesisk', 'romantisk']),
  null,
];
const FLAT: [TFlatKind, string][] = [
  ['blog', 'fem-steder-til-en-sen-middag-i-kobenhavn'],
  ['blog', 'aarets-bedste-frokost-i-aarhus'],
  ['blog', 'saadan-faar-du-bord-i-aften-i-odense'],
  ['blog', 'vinterens-menuer-i-aalborg'],
  ['blog', 'nye-steder-paa-tredjedel-i-kobenhavn'],
  ['blog', 'cocktails-med-udsigt-i-aarhus'],
  ...[
    'tonight',
    'giftcard',
    'how',
    'newsletter',
    'partner',
    'blog',
    'kobenhavn',
    'aarhus',
    'odense',
    'aalborg',
    'x',
  ].map((file): [TFlatKind, string] => ['boxes', file]),
  ...['saadan-virker-det', 'kun-i-dag', 'to-timer', 'gavekort', 'betaling-og-gebyr', 'alder', 'y'].map(
    (file): [TFlatKind, string] => ['guide', file],
  ),
  ['partners', 'restaurant-kanalen'],
];

describe('media pictures', () => {
  it('draws every place variant well-formed, at its fixed size, within the byte budget', () => {
    const sizes: number[] = [];
    for (const [index, profile] of PROFILES.entries()) {
      for (const variant of VARIANTS) {
        const svg = renderPlaceSvg(profile, `place-${index}`, variant);
        const [width, height] =
          SIZES[variant.startsWith('gallery') ? 'gallery' : (variant as 'primary' | 'mobile')];
        expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
        expect(svg).toContain('aria-hidden="true"');
        expectWellFormed(svg);
        expect(Buffer.byteLength(svg), `${profile?.name} ${variant}`).toBeLessThan(9_000);
        sizes.push(Buffer.byteLength(svg));
      }
    }
    // Most pictures stay well under the 6 KB aim; the average does too.
    expect(sizes.reduce((sum, size) => sum + size, 0) / sizes.length).toBeLessThan(6_000);
  });

  it('draws blog, box, guide and partner pictures well-formed and small', () => {
    for (const [kind, file] of FLAT) {
      const svg = renderFlatSvg(kind, `${file}.svg`);
      const [width, height] = SIZES[kind];
      expect(svg).toContain(`width="${width}" height="${height}"`);
      expectWellFormed(svg);
      expect(Buffer.byteLength(svg), `${kind}/${file}`).toBeLessThan(9_000);
    }
  });

  it('gives the same bytes for the same key, and different pictures for different keys and variants', () => {
    const italian = place('restaurant', ['italiensk']);
    expect(renderPlaceSvg(italian, 'trattoria-x', 'primary')).toBe(
      renderPlaceSvg(italian, 'trattoria-x', 'primary'),
    );
    expect(renderFlatSvg('blog', 'a.svg')).toBe(renderFlatSvg('blog', 'a.svg'));
    const pictures = VARIANTS.slice(0, 5).map((variant) => renderPlaceSvg(italian, 'trattoria-x', variant));
    expect(new Set(pictures).size).toBe(5);
    expect(renderPlaceSvg(italian, 'trattoria-y', 'primary')).not.toBe(pictures[0]);
  });

  it('draws what the place serves', () => {
    const primary = (profile: TPlaceProfile) => renderPlaceSvg(profile, 'x', 'primary');
    expect(primary(place('restaurant', ['italiensk']))).toMatch(/class="(pizza|pasta)"/);
    expect(primary(place('restaurant', ['japansk']))).toContain('class="sushi"');
    expect(primary(place('restaurant', ['mexicansk']))).toContain('class="tacos"');
    expect(primary(place('restaurant', ['libanesisk']))).toContain('class="mezze"');
    expect(primary(place('restaurant', ['steak']))).toContain('class="steak"');
    expect(primary(place('bar', ['fransk'], 'Vinbar Ugle'))).toContain('class="glass wine"');
    expect(primary(place('takeaway', ['japansk'], 'Pizzeria Hanen'))).toMatch(
      /class="takeaway".*class="pizza"/,
    );
    // A dish the name promises comes first, then the kitchens' own.
    expect(renderPlaceSvg(place('takeaway', ['thai'], 'Sushi Hanen'), 'x', 'mobile')).toContain(
      'class="sushi"',
    );
  });
});
