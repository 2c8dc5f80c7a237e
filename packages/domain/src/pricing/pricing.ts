import { DEFAULT_ADMINISTRATION_FEE_ORE, GIFTCARD_TAX_PERCENT, VAT_PERCENT } from '../constants.ts';
import type { TAppliedGiftcode, TBookingLineItem, TMenuSelections } from '../entities/booking.ts';
import type { TGiftcardLineItem } from '../entities/giftcard.ts';
import type { TMenu } from '../entities/product.ts';
import type { TLocale } from '../locale.ts';

/**
 * Integer division of non-negative øre rounded half up (0.5 øre → 1 øre). All money rules use it, so
 * browser and server round the same way and no float ever holds money.
 *
 * @internal Exported for its own table test (test/pricing.test.ts): the rounding at every half øre
 * is checked directly, which no price built from whole menus reaches.
 */
export const divideRoundHalfUp = (dividend: number, divisor: number): number => {
  if (!Number.isSafeInteger(dividend) || !Number.isSafeInteger(divisor) || dividend < 0 || divisor <= 0) {
    throw new RangeError(`divideRoundHalfUp needs safe non-negative integers, got ${dividend} / ${divisor}`);
  }
  const quotient = Math.floor(dividend / divisor);
  const remainder = dividend - quotient * divisor;
  return remainder * 2 >= divisor ? quotient + 1 : quotient;
};

/**
 * The sale price: a third off the regular price, rounded half up to whole kroner (a multiple of 100
 * øre). 100 kr. → 67 kr.; 150 kr. → 100 kr.
 */
export const getSalePrice = (regularOre: number): number => divideRoundHalfUp(regularOre * 2, 300) * 100;

/** VAT contained in a VAT-inclusive amount: amount × 25 / 125, rounded half up to whole øre. */
export const getContainedVat = (amountOre: number): number =>
  divideRoundHalfUp(amountOre * VAT_PERCENT, 100 + VAT_PERCENT);

/** Line weights: the order the lines are shown in. Menus keep their own order within their band. */
const BOOKING_LINE_WEIGHTS = {
  menu: 100,
  administration_fee: 200,
  giftcode: 300,
  vat: 400,
  total_amount: 500,
} as const;

/** The kinds of order line whose title is the same on every order: every kind but a menu. */
export type TTitledLineType = Exclude<TBookingLineItem['type'], 'menu'> | TGiftcardLineItem['type'];

/** Titles of the lines that are not menus. */
export const LINE_ITEM_TITLES: Record<TLocale, Record<TTitledLineType, string>> = {
  da: {
    administration_fee: 'Administrationsgebyr',
    giftcode: 'Gavekort',
    vat: 'Heraf moms (25 %)',
    total_amount: 'I alt',
    giftcard_total: 'Gavekort i alt',
    tax: 'Heraf moms (25 %)',
    payment_total: 'At betale',
  },
  en: {
    administration_fee: 'Administration fee',
    giftcode: 'Gift card',
    vat: 'Including VAT (25%)',
    total_amount: 'Total',
    giftcard_total: 'Gift cards total',
    tax: 'Including tax (25%)',
    payment_total: 'To pay',
  },
};

/**
 * The title of a line that is not a menu, in `locale`; a gift-code line names its code. Pages read
 * an order's lines in their own language through this, whatever language the order was placed in.
 */
export const getLineItemTitle = (type: TTitledLineType, locale: TLocale, code?: string): string =>
  type === 'giftcode' && code !== undefined
    ? `${LINE_ITEM_TITLES[locale].giftcode} ${code}`
    : LINE_ITEM_TITLES[locale][type];

export type TPricedMenu = { menu: Pick<TMenu, 'id' | 'name' | 'price_sale' | 'weight'>; num_person: number };
export type TGiftcodeBalance = { code: string; balance: number };

/** Options of {@link calculateBookingPrice}. */
export type TBookingPriceOptions = {
  /** Menus with how many people take each; lines with 0 people are left out. */
  menus: readonly TPricedMenu[];
  /**
   * Administration fee per order in øre, VAT included, never discounted.
   * @default DEFAULT_ADMINISTRATION_FEE_ORE (2500)
   */
  administrationFee?: number;
  /** Gift codes in the order they were added, with the øre left on each. */
  giftcodes?: readonly TGiftcodeBalance[];
  /** Language of the line titles. @default 'da' */
  locale?: TLocale;
};

export type TBookingPrice = {
  /** Lines sorted by weight: menus, fee, gift codes, VAT, total_amount. */
  line_items: TBookingLineItem[];
  /** Menus plus fee, VAT included. */
  subtotal: number;
  /** What each gift code pays. */
  giftcards: TAppliedGiftcode[];
  /** What is left to pay after gift codes (0 when codes cover it all). */
  total: number;
};

/**
 * Booking price (docs/product/readings.md "Money"): menu lines (sale price × people), the administration
 * fee, gift-code deductions in the order added (each up to what is still owed, fee included), the
 * VAT line and the total. The VAT line is the VAT contained in the order's value (menus and fee):
 * gift codes are a means of payment, so they do not change the VAT of what was sold.
 */
export const calculateBookingPrice = ({
  menus,
  administrationFee = DEFAULT_ADMINISTRATION_FEE_ORE,
  giftcodes = [],
  locale = 'da',
}: TBookingPriceOptions): TBookingPrice => {
  const menuLines: TBookingLineItem[] = [...menus]
    .filter((line) => line.num_person > 0)
    .sort((a, b) => a.menu.weight - b.menu.weight || a.menu.id - b.menu.id)
    .map((line, index) => ({
      type: 'menu',
      title: line.menu.name,
      amount: line.menu.price_sale * line.num_person,
      weight: BOOKING_LINE_WEIGHTS.menu + index,
      quantity: line.num_person,
      unit_price: line.menu.price_sale,
      menu_id: line.menu.id,
    }));
  const subtotal = menuLines.reduce((sum, line) => sum + line.amount, 0) + administrationFee;
  let owed = subtotal;
  const applied: TAppliedGiftcode[] = [];
  for (const giftcode of giftcodes) {
    const balance = Math.max(giftcode.balance, 0);
    const amount = Math.min(balance, owed);
    owed -= amount;
    applied.push({ code: giftcode.code, amount, remaining: balance - amount });
  }
  const line_items: TBookingLineItem[] = [
    ...menuLines,
    {
      type: 'administration_fee',
      title: getLineItemTitle('administration_fee', locale),
      amount: administrationFee,
      weight: BOOKING_LINE_WEIGHTS.administration_fee,
    },
    ...applied.map((giftcode, index): TBookingLineItem => ({
      type: 'giftcode',
      title: getLineItemTitle('giftcode', locale, giftcode.code),
      amount: -giftcode.amount,
      weight: BOOKING_LINE_WEIGHTS.giftcode + index,
      code: giftcode.code,
    })),
    {
      type: 'vat',
      title: getLineItemTitle('vat', locale),
      amount: getContainedVat(subtotal),
      weight: BOOKING_LINE_WEIGHTS.vat,
    },
    {
      type: 'total_amount',
      title: getLineItemTitle('total_amount', locale),
      amount: owed,
      weight: BOOKING_LINE_WEIGHTS.total_amount,
    },
  ];
  return { line_items, subtotal, giftcards: applied, total: owed };
};

/**
 * The menus a party chose, as lines to price: each chosen menu of `menus` with how many take it.
 * The browser's preview and the server's answers before a hold has lines of its own go through it,
 * so both price the same lines.
 */
export const toPricedMenus = (
  selections: TMenuSelections,
  menus: readonly TPricedMenu['menu'][],
): TPricedMenu[] =>
  menus.flatMap((menu) => {
    const numPerson = selections[String(menu.id)]?.num_person ?? 0;
    return numPerson > 0 ? [{ menu, num_person: numPerson }] : [];
  });

/** What each gift code paid, read back from an order's priced lines (their amounts are negative). */
export const getAppliedGiftcodes = (lines: readonly TBookingLineItem[]): TAppliedGiftcode[] =>
  lines.flatMap((line) =>
    line.type === 'giftcode' && line.code !== undefined ? [{ code: line.code, amount: -line.amount }] : [],
  );

/**
 * Gift-card totals (docs/product/readings.md "Money"): giftcard_total = quantity × amount; tax = 25 % of
 * that total, rounded half up, shown for information only; payment_total = giftcard_total.
 */
export const calculateGiftcardPrice = ({
  amount,
  quantity,
  locale = 'da',
}: {
  amount: number;
  quantity: number;
  locale?: TLocale;
}): { line_items: TGiftcardLineItem[]; total: number } => {
  const total = amount * quantity;
  return {
    line_items: [
      { type: 'giftcard_total', title: getLineItemTitle('giftcard_total', locale), amount: total, weight: 1 },
      {
        type: 'tax',
        title: getLineItemTitle('tax', locale),
        amount: divideRoundHalfUp(total * GIFTCARD_TAX_PERCENT, 100),
        weight: 2,
      },
      { type: 'payment_total', title: getLineItemTitle('payment_total', locale), amount: total, weight: 3 },
    ],
    total,
  };
};
