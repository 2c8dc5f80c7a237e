/** Real cities and districts (approximate centre coordinates) and the vocabulary the seed draws from. */
import type { TProductType } from '@tredjedel/domain';

export type TCityFact = {
  slug: string;
  nameDa: string;
  nameEn: string;
  lat: number;
  long: number;
  /** How many places of each type the city gets; a type left out is not offered there. */
  counts: Partial<Record<TProductType, number>>;
  areas: { slug: string; nameDa: string; nameEn: string; lat: number; long: number }[];
  streets: string[];
  postcode: string;
};

export const CITY_FACTS: TCityFact[] = [
  {
    slug: 'kobenhavn',
    nameDa: 'København',
    nameEn: 'Copenhagen',
    lat: 55.6761,
    long: 12.5683,
    counts: { restaurant: 16, bar: 8, takeaway: 6 },
    postcode: '1',
    areas: [
      { slug: 'indre-by', nameDa: 'Indre By', nameEn: 'City Centre', lat: 55.6795, long: 12.5776 },
      { slug: 'norrebro', nameDa: 'Nørrebro', nameEn: 'Nørrebro', lat: 55.6944, long: 12.5492 },
      { slug: 'vesterbro', nameDa: 'Vesterbro', nameEn: 'Vesterbro', lat: 55.6684, long: 12.546 },
      { slug: 'osterbro', nameDa: 'Østerbro', nameEn: 'Østerbro', lat: 55.7072, long: 12.5799 },
      { slug: 'christianshavn', nameDa: 'Christianshavn', nameEn: 'Christianshavn', lat: 55.6727, long: 12.5937 },
      { slug: 'frederiksberg', nameDa: 'Frederiksberg', nameEn: 'Frederiksberg', lat: 55.6786, long: 12.5244 },
      { slug: 'amager', nameDa: 'Amager', nameEn: 'Amager', lat: 55.653, long: 12.6 },
    ],
    streets: ['Nyhavn', 'Jægersborggade', 'Istedgade', 'Østerbrogade', 'Strandgade', 'Værnedamsvej', 'Amagerbrogade', 'Gammel Strand', 'Blågårdsgade', 'Sønder Boulevard'],
  },
  {
    slug: 'aarhus',
    nameDa: 'Aarhus',
    nameEn: 'Aarhus',
    lat: 56.1629,
    long: 10.2039,
    counts: { restaurant: 12, bar: 6, takeaway: 4 },
    postcode: '80',
    areas: [
      { slug: 'midtbyen', nameDa: 'Midtbyen', nameEn: 'Midtbyen', lat: 56.1567, long: 10.2108 },
      { slug: 'latinerkvarteret', nameDa: 'Latinerkvarteret', nameEn: 'Latin Quarter', lat: 56.1595, long: 10.2107 },
      { slug: 'frederiksbjerg', nameDa: 'Frederiksbjerg', nameEn: 'Frederiksbjerg', lat: 56.148, long: 10.203 },
      { slug: 'aarhus-o', nameDa: 'Aarhus Ø', nameEn: 'Aarhus Ø', lat: 56.156, long: 10.226 },
      { slug: 'trojborg', nameDa: 'Trøjborg', nameEn: 'Trøjborg', lat: 56.176, long: 10.213 },
    ],
    streets: ['Åboulevarden', 'Jægergårdsgade', 'Mejlgade', 'Frederiks Allé', 'Klostergade', 'Bernhardt Jensens Boulevard'],
  },
  {
    slug: 'odense',
    nameDa: 'Odense',
    nameEn: 'Odense',
    lat: 55.4038,
    long: 10.4024,
    counts: { restaurant: 10, bar: 5 },
    postcode: '50',
    areas: [
      { slug: 'centrum', nameDa: 'Centrum', nameEn: 'City Centre', lat: 55.3959, long: 10.3883 },
      { slug: 'skibhuskvarteret', nameDa: 'Skibhuskvarteret', nameEn: 'Skibhus Quarter', lat: 55.41, long: 10.396 },
      { slug: 'hunderup', nameDa: 'Hunderup', nameEn: 'Hunderup', lat: 55.383, long: 10.387 },
      { slug: 'bolbro', nameDa: 'Bolbro', nameEn: 'Bolbro', lat: 55.396, long: 10.355 },
    ],
    streets: ['Brandts Passage', 'Vestergade', 'Overgade', 'Kongensgade', 'Skibhusvej'],
  },
  {
    slug: 'aalborg',
    nameDa: 'Aalborg',
    nameEn: 'Aalborg',
    lat: 57.0488,
    long: 9.9217,
    counts: { restaurant: 10, takeaway: 5 },
    postcode: '90',
    areas: [
      { slug: 'centrum', nameDa: 'Centrum', nameEn: 'City Centre', lat: 57.048, long: 9.9187 },
      { slug: 'vestbyen', nameDa: 'Vestbyen', nameEn: 'Vestbyen', lat: 57.052, long: 9.9 },
      { slug: 'ostbyen', nameDa: 'Østbyen', nameEn: 'Østbyen', lat: 57.043, long: 9.942 },
      { slug: 'norresundby', nameDa: 'Nørresundby', nameEn: 'Nørresundby', lat: 57.06, long: 9.923 },
    ],
    streets: ['Jomfru Ane Gade', 'Algade', 'Boulevarden', 'C.W. Obels Plads', 'Vesterbro'],
  },
];

export type TTagFact = { slug: string; nameDa: string; nameEn: string; hidden?: boolean };
export type TCategoryFact = { slug: string; nameDa: string; nameEn: string; tags: TTagFact[] };

export const TAG_CATEGORY_FACTS: TCategoryFact[] = [
  {
    slug: 'koekken',
    nameDa: 'Køkken',
    nameEn: 'Kitchen',
    tags: [
      { slug: 'dansk', nameDa: 'Dansk', nameEn: 'Danish' },
      { slug: 'nordisk', nameDa: 'Nordisk', nameEn: 'Nordic' },
      { slug: 'italiensk', nameDa: 'Italiensk', nameEn: 'Italian' },
      { slug: 'fransk', nameDa: 'Fransk', nameEn: 'French' },
      { slug: 'japansk', nameDa: 'Japansk', nameEn: 'Japanese' },
      { slug: 'thai', nameDa: 'Thai', nameEn: 'Thai' },
      { slug: 'indisk', nameDa: 'Indisk', nameEn: 'Indian' },
      { slug: 'mexicansk', nameDa: 'Mexicansk', nameEn: 'Mexican' },
      { slug: 'spansk', nameDa: 'Spansk', nameEn: 'Spanish' },
      { slug: 'libanesisk', nameDa: 'Libanesisk', nameEn: 'Lebanese' },
      { slug: 'fisk-og-skaldyr', nameDa: 'Fisk og skaldyr', nameEn: 'Seafood' },
      { slug: 'steak', nameDa: 'Steakhouse', nameEn: 'Steakhouse' },
      { slug: 'vegetar', nameDa: 'Vegetar', nameEn: 'Vegetarian' },
    ],
  },
  {
    slug: 'stemning',
    nameDa: 'Stemning',
    nameEn: 'Atmosphere',
    tags: [
      { slug: 'romantisk', nameDa: 'Romantisk', nameEn: 'Romantic' },
      { slug: 'boernevenlig', nameDa: 'Børnevenlig', nameEn: 'Family friendly' },
      { slug: 'udeservering', nameDa: 'Udeservering', nameEn: 'Outdoor seating' },
      { slug: 'store-selskaber', nameDa: 'Store selskaber', nameEn: 'Large groups' },
    ],
  },
  {
    slug: 'redaktion',
    nameDa: 'Redaktion',
    nameEn: 'Editorial',
    tags: [
      { slug: 'nyheder', nameDa: 'Nyheder', nameEn: 'News', hidden: true },
      { slug: 'guides', nameDa: 'Guides', nameEn: 'Guides', hidden: true },
      { slug: 'saeson', nameDa: 'Sæson', nameEn: 'Season', hidden: true },
    ],
  },
];

/** Kitchens that fit each type of place. */
export const KITCHENS_BY_TYPE: Record<TProductType, string[]> = {
  restaurant: ['dansk', 'nordisk', 'italiensk', 'fransk', 'japansk', 'thai', 'indisk', 'mexicansk', 'spansk', 'libanesisk', 'fisk-og-skaldyr', 'steak', 'vegetar'],
  bar: ['dansk', 'spansk', 'italiensk', 'fransk', 'mexicansk'],
  takeaway: ['italiensk', 'japansk', 'thai', 'indisk', 'libanesisk', 'dansk', 'vegetar'],
};

/** Name parts; "Aa…" names on purpose, because Danish sorts them with Å, after Z. */
export const NAME_PARTS: Record<TProductType, { prefixes: string[]; words: string[] }> = {
  restaurant: {
    prefixes: ['Restaurant', 'Brasserie', 'Bistro', 'Spisehuset', 'Trattoria', 'Osteria', 'Madhuset', 'Kokkeriet'],
    words: [
      'Kanalen', 'Havfruen', 'Æblehaven', 'Ørsted', 'Søpavillonen', 'Fyrtårnet', 'Lindegården', 'Tårnet', 'Bryggen',
      'Kastanjen', 'Solsiden', 'Bøgen', 'Gåsetårnet', 'Møllen', 'Kildevæld', 'Hjørnet', 'Stationen', 'Løven',
      'Stjernen', 'Rosenhaven', 'Mågen', 'Skipperen', 'Åkanden', 'Zeppelin', 'Vinkælderen', 'Olivia', 'Enghaven',
      'Nordlys', 'Bellis', 'Karetmageren', 'Havnefronten', 'Ålegården', 'Vandkunsten', 'Ved Åen', 'Aamanns', 'Pakhuset',
      'Smedjen', 'Gården', 'Kronen', 'Ankeret', 'Valmuen', 'Ærø', 'Øen', 'Aakirkeby',
    ],
  },
  bar: {
    prefixes: ['Bar', 'Vinbar', 'Ølbaren', 'Cocktailbar', 'Bodega', 'Vinstue'],
    words: ['Mørket', 'Kælderen', 'Ugle', 'Tusmørke', 'Ørnen', 'Flasken', 'Spejlet', 'Bølgen', 'Æsken', 'Lygten', 'Aaby', 'Fløjlen', 'Sirenen', 'Kranen', 'Måne', 'Tønden', 'Duen', 'Hanen', 'Kvisten', 'Zinken', 'Åben'],
  },
  takeaway: {
    prefixes: ['Pizzeria', 'Sushi', 'Smørrebrød', 'Ramen', 'Falafel', 'Thai Box', 'Burgerbar', 'Curryhuset'],
    words: ['Hjørnet', 'Torvet', 'Bro', 'Gaden', 'Nord', 'Syd', 'Havn', 'Ø', 'Aa', 'Baghaven', 'Kiosken', 'Posen', 'Lågen', 'Kassen', 'Bænken'],
  },
};
