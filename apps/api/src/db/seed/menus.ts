import type { TProductType } from '@tredjedel/domain';

import type { TRandom } from './prng.ts';

export type TMenuTemplate = {
  menuType: 'DINNER' | 'LUNCH' | 'BRUNCH' | 'DRINKS' | 'TAKEAWAY';
  nameDa: string;
  nameEn: string;
  coursesDa: string[];
  coursesEn: string[];
  /** Price range in whole kroner. */
  price: [number, number];
  /** Window in which the menu can be chosen; absent: all day. */
  window?: [string, string];
  tableSizes?: string;
};

const DINNER: [string, string] = ['17:00:00', '21:30:00'];
const LUNCH: [string, string] = ['11:30:00', '15:00:00'];

const RESTAURANT_MENUS: TMenuTemplate[] = [
  {
    menuType: 'DINNER',
    nameDa: '3 retters menu',
    nameEn: 'Three-course menu',
    coursesDa: ['Forret', 'Hovedret', 'Dessert'],
    coursesEn: ['Starter', 'Main course', 'Dessert'],
    price: [349, 499],
  },
  {
    menuType: 'DINNER',
    nameDa: 'Smagemenu med 5 serveringer',
    nameEn: 'Five-serving tasting menu',
    coursesDa: ['Snacks', 'Forret', 'Fiskeret', 'Hovedret', 'Dessert'],
    coursesEn: ['Snacks', 'Starter', 'Fish course', 'Main course', 'Dessert'],
    price: [595, 895],
    window: DINNER,
  },
  {
    menuType: 'DINNER',
    nameDa: '2 retters aftensmenu',
    nameEn: 'Two-course dinner',
    coursesDa: ['Hovedret', 'Dessert'],
    coursesEn: ['Main course', 'Dessert'],
    price: [279, 379],
    window: DINNER,
  },
  {
    menuType: 'DINNER',
    nameDa: 'Delemenu til bordet',
    nameEn: 'Sharing menu for the table',
    coursesDa: ['Små retter til deling', 'Hovedret til deling', 'Dessert'],
    coursesEn: ['Small plates to share', 'Main to share', 'Dessert'],
    price: [399, 549],
    tableSizes: '2,4,6',
  },
  {
    menuType: 'DINNER',
    nameDa: 'Romantisk menu for to',
    nameEn: 'Romantic menu for two',
    coursesDa: ['Et glas champagne', 'Forret', 'Hovedret', 'Dessert'],
    coursesEn: ['A glass of champagne', 'Starter', 'Main course', 'Dessert'],
    price: [449, 599],
    tableSizes: '2',
    window: DINNER,
  },
  {
    menuType: 'DINNER',
    nameDa: 'Familiemenu for fire',
    nameEn: 'Family menu for four',
    coursesDa: ['Forret', 'Hovedret', 'Is'],
    coursesEn: ['Starter', 'Main course', 'Ice cream'],
    price: [299, 399],
    tableSizes: '4',
  },
];

const RESTAURANT_LUNCH: TMenuTemplate[] = [
  {
    menuType: 'LUNCH',
    nameDa: 'Frokostmenu',
    nameEn: 'Lunch menu',
    coursesDa: ['Tre stykker smørrebrød', 'Kaffe'],
    coursesEn: ['Three open sandwiches', 'Coffee'],
    price: [189, 269],
    window: LUNCH,
  },
  {
    menuType: 'LUNCH',
    nameDa: 'Dagens frokostret',
    nameEn: 'Lunch of the day',
    coursesDa: ['Dagens ret', 'Et glas vin'],
    coursesEn: ['Dish of the day', 'A glass of wine'],
    price: [149, 229],
    window: LUNCH,
  },
];

const BAR_MENUS: TMenuTemplate[] = [
  {
    menuType: 'DRINKS',
    nameDa: '2 cocktails efter eget valg',
    nameEn: 'Two cocktails of your choice',
    coursesDa: ['2 cocktails'],
    coursesEn: ['2 cocktails'],
    price: [180, 260],
  },
  {
    menuType: 'DRINKS',
    nameDa: 'Vinsmagning med 4 glas',
    nameEn: 'Wine tasting, four glasses',
    coursesDa: ['4 glas vin', 'Oliven og brød'],
    coursesEn: ['4 glasses of wine', 'Olives and bread'],
    price: [245, 345],
  },
  {
    menuType: 'DRINKS',
    nameDa: 'Ølsmagning',
    nameEn: 'Beer tasting',
    coursesDa: ['5 lokale øl', 'Snacks'],
    coursesEn: ['5 local beers', 'Snacks'],
    price: [199, 279],
  },
  {
    menuType: 'DRINKS',
    nameDa: 'Flaske bobler til bordet',
    nameEn: 'Bottle of bubbles for the table',
    coursesDa: ['1 flaske cava', 'Snacks'],
    coursesEn: ['1 bottle of cava', 'Snacks'],
    price: [349, 449],
    tableSizes: '2,4,6',
  },
  {
    menuType: 'DINNER',
    nameDa: 'Tapas og vin',
    nameEn: 'Tapas and wine',
    coursesDa: ['5 tapas', '1 glas vin'],
    coursesEn: ['5 tapas', '1 glass of wine'],
    price: [229, 299],
    window: ['17:00:00', '22:00:00'],
  },
];

const TAKEAWAY_MENUS: TMenuTemplate[] = [
  {
    menuType: 'TAKEAWAY',
    nameDa: 'Aftensmad til to',
    nameEn: 'Dinner for two',
    coursesDa: ['2 hovedretter', '2 sodavand'],
    coursesEn: ['2 mains', '2 soft drinks'],
    price: [219, 299],
    tableSizes: '2',
  },
  {
    menuType: 'TAKEAWAY',
    nameDa: 'Familieboks',
    nameEn: 'Family box',
    coursesDa: ['4 hovedretter', 'Tilbehør', 'Dessert'],
    coursesEn: ['4 mains', 'Sides', 'Dessert'],
    price: [399, 499],
    tableSizes: '4,6',
  },
  {
    menuType: 'TAKEAWAY',
    nameDa: 'Husets menu',
    nameEn: 'House menu',
    coursesDa: ['Hovedret', 'Sodavand'],
    coursesEn: ['Main', 'Soft drink'],
    price: [109, 159],
  },
  {
    menuType: 'LUNCH',
    nameDa: 'Frokosttilbud',
    nameEn: 'Lunch offer',
    coursesDa: ['Frokostret', 'Vand'],
    coursesEn: ['Lunch dish', 'Water'],
    price: [79, 119],
    window: ['11:00:00', '14:30:00'],
  },
];

/** 2–5 menus; restaurants usually include a lunch menu, and everyone gets one table-size-limited menu. */
export function pickMenus(random: TRandom, productType: TProductType, hasLunch: boolean): TMenuTemplate[] {
  if (productType === 'restaurant') {
    const dinner = random.shuffle(RESTAURANT_MENUS).slice(0, random.int(2, 3));
    if (!dinner.some((menu) => menu.tableSizes))
      dinner.push(random.pick(RESTAURANT_MENUS.filter((menu) => menu.tableSizes)));
    if (!dinner.some((menu) => menu.window === undefined)) dinner.push(RESTAURANT_MENUS[0] as TMenuTemplate);
    return hasLunch ? [...dinner, random.pick(RESTAURANT_LUNCH)] : dinner;
  }
  if (productType === 'bar') {
    const menus = random.shuffle(BAR_MENUS).slice(0, random.int(2, 4));
    if (!menus.some((menu) => menu.window === undefined)) menus.push(BAR_MENUS[0] as TMenuTemplate);
    return menus;
  }
  const menus = random
    .shuffle(TAKEAWAY_MENUS.filter((menu) => hasLunch || menu.menuType !== 'LUNCH'))
    .slice(0, random.int(2, 4));
  if (!menus.some((menu) => menu.window === undefined)) menus.push(TAKEAWAY_MENUS[2] as TMenuTemplate);
  return menus;
}
