import { DISHES, type TDish } from './food.ts';
import { clock, envelope, giftCard, magazine, payment, phone, toast, tonight } from './scene-objects.ts';
import { barFront, barTable, drinkCloseUp, room } from './scene-rooms.ts';
import { dishCloseUp, shade, spread, tableOverview, type TScene } from './scene-table.ts';
import { harbour, takeawayFront, takeawayTop } from './scene-takeaway.ts';
import { NEUTRAL, STYLES, styleFor, type TPlaceProfile, type TStyle } from './styles.ts';
import { at, circle, g, seededRandom, svgDocument } from './svg.ts';

/** Fixed sizes per kind of picture, so pages can reserve space before the image loads. */
export const SIZES = {
  primary: [800, 500],
  mobile: [400, 300],
  gallery: [800, 600],
  partners: [200, 200],
  blog: [800, 450],
  boxes: [600, 300],
  guide: [600, 300],
} as const;

/** The editorial kinds, each a folder of `/media/`: partner badges, blog, page boxes, guides. */
export const FLAT_KINDS = ['partners', 'blog', 'boxes', 'guide'] as const;
export type TFlatKind = (typeof FLAT_KINDS)[number];

type TDraw = (scene: TScene) => string;

/**
 * A place's picture: `primary` lays the table, `mobile` is the signature dish close up, and the
 * gallery shows the second dish, the room in the evening and a shared spread (then round again).
 * The same profile, slug and variant always give the same bytes.
 */
export function renderPlaceSvg(profile: TPlaceProfile | null, slug: string, variant: string): string {
  const kind = variant === 'primary' || variant === 'mobile' ? variant : 'gallery';
  const [width, height] = SIZES[kind];
  const style = styleFor(profile);
  const scene: TScene = { width, height, random: seededRandom(`${slug}/${variant}`), style };
  const [first = 'bistro', second = 'salad'] = style.dishes;
  const closeUp = (name: TDish) => (s: TScene) => dishCloseUp(s, name);
  // Takeaway is packed on kraft paper rather than laid on a table.
  const onPaper = (draw: TDraw) => (s: TScene) => draw({ ...s, style: { ...s.style, table: '#e9dcc4' } });
  const scenes: Record<TPlaceProfile['productType'], { primary: TDraw; mobile: TDraw; gallery: TDraw[] }> = {
    restaurant: {
      primary: tableOverview,
      mobile: closeUp(first),
      gallery: [closeUp(second), (s) => room(s), spread],
    },
    bar: {
      primary: barFront,
      mobile: drinkCloseUp,
      gallery: [barTable, (s) => room(s, true), closeUp(first)],
    },
    takeaway: {
      primary: takeawayTop,
      mobile: onPaper(closeUp(first)),
      gallery: [takeawayFront, closeUp(second), spread].map(onPaper),
    },
  };
  const set = scenes[profile?.productType ?? 'restaurant'];
  const draw = kind === 'gallery' ? (set.gallery[(Number(variant.slice(8)) - 1) % 3] ?? spread) : set[kind];
  const body = draw(scene);
  return svgDocument(width, height, body);
}

const CITY_PALETTES: Record<string, string[]> = {
  kobenhavn: ['#d9a441', '#c4553a', '#3f6f8f', '#e8c27a', '#8a4b3c', '#5d8a6a'],
  aarhus: ['#b8493a', '#e3b85c', '#6a7f5a', '#d98b52', '#4f6a80'],
  odense: ['#e8c27a', '#a8503e', '#d9d0b8', '#7a8a5a', '#c47a4a'],
  aalborg: ['#e0d4bc', '#9a3b30', '#d9a441', '#4a6a7a', '#b7864a'],
};

/** A style for editorial pictures: a kitchen chosen by the file name's hash. */
function pickStyle(key: string): TStyle {
  const kitchens = Object.keys(STYLES);
  return STYLES[seededRandom(`style/${key}`).pick(kitchens)] ?? NEUTRAL;
}

type TFlatScene = TDraw;

/** Editorial scenes by the words in their file names; the first match wins. */
const FLAT_SCENES: [RegExp, TFlatScene][] = [
  [
    /cocktail|alder/,
    (s) => barFront({ ...s, style: { ...s.style, drinks: ['cocktail', 'margarita', 'spritz', 'tumbler'] } }),
  ],
  [/frokost/, (s) => tableOverview({ ...s, style: STYLES.dansk ?? NEUTRAL })],
  [/vinter|tonight|kun-i-dag|i-aften/, (s) => tonight({ ...s, style: STYLES.nordisk ?? NEUTRAL })],
  [/sen-middag/, (s) => room(s)],
  [/gift|gavekort/, giftCard],
  [/partner/, toast],
  [/newsletter|nyhedsbrev/, envelope],
  [/how|saadan/, phone],
  [/to-timer/, clock],
  [/betaling|gebyr/, payment],
  [/^blog/, magazine],
];

/**
 * Pictures for blog posts, page boxes and guide pages, chosen by the words in the file name
 * (cocktails, lunch, winter, gift card, …); city names pick the harbour front's colours.
 * Partner logos are a round badge with the partner's signature dish.
 */
export function renderFlatSvg(kind: TFlatKind, file: string, profile: TPlaceProfile | null = null): string {
  const [width, height] = SIZES[kind];
  const name = file.replace(/\.svg$/, '');
  const random = seededRandom(`${kind}/${name}`);
  if (kind === 'partners') {
    const style = profile ? styleFor(profile) : pickStyle(name);
    return svgDocument(
      width,
      height,
      circle(100, 100, 100, style.accent),
      circle(100, 100, 84, shade(style.accent, 0.85)),
      g({ transform: at(100, 100, 0.66) }, DISHES[style.dishes[0] ?? 'bistro'](random)),
    );
  }
  const scene: TScene = { width, height, random, style: pickStyle(name) };
  const match = FLAT_SCENES.find(([pattern]) => pattern.test(name));
  const city = Object.keys(CITY_PALETTES).find((slug) => name.includes(slug));
  const draw: TFlatScene = match
    ? match[1]
    : city
      ? (s) => harbour(s, CITY_PALETTES[city])
      : random.pick<TFlatScene>([tableOverview, tonight, (s) => harbour(s)]);
  return svgDocument(width, height, draw(scene));
}
