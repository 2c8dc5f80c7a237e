/**
 * Rules that belong in packages/domain and are not there yet. Each is swapped for the domain's
 * own function as it lands, so browser and server share one definition.
 */

const DANISH_LETTERS: [RegExp, string][] = [
  // Danish collation treats "aa" as "å" and puts æ, ø, å after z (in that order).
  [/aa/g, '}'],
  [/[æä]/g, '{'],
  [/[øö]/g, '|'],
  [/å/g, '}'],
];

/**
 * A key whose byte order (COLLATE "C") is the Danish alphabetical order of `name`:
 * case and accents folded, æ ø å (and aa) after z.
 */
export function danishSortKey(name: string): string {
  let key = name.toLocaleLowerCase('da');
  for (const [pattern, replacement] of DANISH_LETTERS) key = key.replace(pattern, replacement);
  return key
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9{|} ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The sale price: a third off the regular price, rounded to whole kroner (øre in, øre out). */
export function salePriceOre(regularOre: number): number {
  return Math.round((regularOre * 2) / 3 / 100) * 100;
}
