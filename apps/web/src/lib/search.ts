/**
 * The listing's address query is plain `key=value` pairs with repeated keys (docs/product/spec.md §2:
 * `areas=a&areas=b`), not TanStack Router's JSON search. These read and write it as it is, so a
 * shared link and the page agree byte for byte.
 */
export type TRawSearch = Record<string, string | string[]>;

export function parsePlainSearch(search: string): TRawSearch {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const result: TRawSearch = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return result;
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function toRawSearch(params: URLSearchParams): TRawSearch {
  return parsePlainSearch(params.toString());
}

/** Validates any search into the raw shape (strings and string lists only). */
export function validateRawSearch(search: Record<string, unknown>): TRawSearch {
  const result: TRawSearch = {};
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string') result[key] = value;
    else if (typeof value === 'number') result[key] = String(value);
    else if (Array.isArray(value)) result[key] = value.map(String);
  }
  return result;
}
