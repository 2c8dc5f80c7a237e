/**
 * A Danish name sort key (docs/product/readings.md "Listings"): an ASCII string whose plain byte order
 * (PostgreSQL `COLLATE "C"`, JavaScript `<`) follows `Intl.Collator('da')`. Like an ICU sort key it
 * has three levels: the letters (primary), accents (secondary) and case (tertiary, capitals first
 * as Danish collation has it: Å < AA < Aa < å < aa), each compared only when the earlier levels tie. Letters follow the
 * Danish alphabet: … x, y (ü), z, æ (ä), ø (ö), å (aa), so Aalborg sorts with Å after Z.
 */

/** Primary order: spaces and punctuation, then digits, then the Danish alphabet. */
const PRIMARY_ALPHABET = [
  ...' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$',
  ...'0123456789',
  ...'abcdefghijklmnopqrstuvwxyz',
  'æ',
  'ø',
  'å',
];
const PRIMARY_RANK = new Map(PRIMARY_ALPHABET.map((char, index) => [char, index + 1]));
/** Characters outside the alphabet sort after å, by code point. */
const UNKNOWN_PRIMARY_BASE = PRIMARY_ALPHABET.length + 1;
const getPrimaryRank = (char: string): number =>
  PRIMARY_RANK.get(char) ?? UNKNOWN_PRIMARY_BASE + char.charCodeAt(0);

/** Letters that Danish collation treats as variants of another letter, with their accent rank. */
const LETTER_VARIANTS: Record<string, { base: string; secondary: number }> = {
  ä: { base: 'æ', secondary: 1 },
  ö: { base: 'ø', secondary: 1 },
  ő: { base: 'ø', secondary: 2 },
  ü: { base: 'y', secondary: 1 },
  ű: { base: 'y', secondary: 2 },
  đ: { base: 'd', secondary: 1 },
  ð: { base: 'd', secondary: 2 },
};
/** Letters that collate as two letters. */
const EXPANSIONS: Record<string, string> = { ß: 'ss', þ: 'th' };

/** Combining marks in the order collation ranks accents (acute before grave and so on). */
const ACCENT_ORDER = [
  '\u0301',
  '\u0300',
  '\u0306',
  '\u0302',
  '\u030C',
  '\u030A',
  '\u0308',
  '\u030B',
  '\u0303',
  '\u0307',
  '\u0328',
  '\u0327',
  '\u0304',
];

type TCollationElement = { primary: number; secondary: number; tertiary: number };

/** Sort-key digits: printable ASCII above space, so the level separator (space) sorts lowest. */
const DIGITS = Array.from({ length: 94 }, (_, index) => String.fromCharCode(33 + index)).join('');
const encode = (value: number, width: number): string => {
  let result = '';
  let rest = Math.min(value, DIGITS.length ** width - 1);
  for (let position = 0; position < width; position += 1) {
    result = DIGITS.charAt(rest % DIGITS.length) + result;
    rest = Math.floor(rest / DIGITS.length);
  }
  return result;
};

const getAccentRank = (marks: string): number => {
  let rank = 0;
  for (const mark of marks) rank = rank * 16 + ACCENT_ORDER.indexOf(mark) + 2;
  return rank;
};

const getElements = (name: string): TCollationElement[] => {
  const elements: TCollationElement[] = [];
  const chars = [...name.normalize('NFC')];
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index] as string; // index < chars.length
    const lower = char.toLowerCase();
    const isUpper = lower !== char;
    const next = chars[index + 1];
    // "aa", "Aa" and "AA" (not "aA") are å in Danish, told apart from å only at the case level:
    // Å < AA < Aa < å < aa. An accented second a ("AÅ") still contracts, its accent kept secondary.
    const nextDecomposed = next?.normalize('NFD') ?? '';
    const nextBase = nextDecomposed.slice(0, 1);
    if (lower === 'a' && nextBase.toLowerCase() === 'a' && (isUpper || nextBase === 'a')) {
      elements.push({
        primary: getPrimaryRank('å'),
        secondary: getAccentRank(nextDecomposed.slice(1)),
        tertiary: isUpper ? (nextBase === 'A' ? 1 : 2) : 4,
      });
      index += 1;
      continue;
    }
    const expansion = EXPANSIONS[lower];
    if (expansion) {
      for (const part of expansion)
        elements.push({ primary: getPrimaryRank(part), secondary: 0, tertiary: 5 });
      continue;
    }
    const variant = LETTER_VARIANTS[lower];
    let base = lower;
    let secondary = 0;
    if (variant) {
      base = variant.base;
      secondary = variant.secondary;
    } else if (!PRIMARY_RANK.has(lower)) {
      const decomposed = lower.normalize('NFD');
      base = decomposed.slice(0, 1);
      secondary = getAccentRank(decomposed.slice(1));
    }
    elements.push({ primary: getPrimaryRank(base), secondary, tertiary: isUpper ? 0 : 3 });
  }
  return elements;
};

/**
 * The name's Danish sort key. Store it beside the name and order by it with `COLLATE "C"`; compare
 * keys in JavaScript with `<`, never with `localeCompare`.
 */
export const getDanishSortKey = (name: string): string => {
  const elements = getElements(name);
  return [
    elements.map((element) => encode(element.primary, 3)).join(''),
    elements.map((element) => encode(element.secondary, 2)).join(''),
    elements.map((element) => encode(element.tertiary, 1)).join(''),
  ].join(' ');
};

/** Byte-wise comparison of two sort keys (what COLLATE "C" does). */
export const compareSortKeys = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
