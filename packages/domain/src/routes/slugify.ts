/** A URL slug from a Danish name: æ→ae, ø→oe, å→aa, as Danish addresses write them. */
export function slugify(text: string): string {
  return text
    .toLocaleLowerCase('da')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'og')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
