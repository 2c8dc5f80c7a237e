/**
 * A small form-encoded query reader and writer (same encoding as URLSearchParams: "+" for space).
 * The domain is compiled without DOM types, so it does not lean on the URLSearchParams global.
 */

/** Name–value pairs in order; names may repeat. */
export type TQueryEntries = Array<[string, string]>;

/** Anything that lists its entries with forEach, as URLSearchParams does. */
type TQueryEntrySource = { forEach(callback: (value: string, key: string) => void): void };

/** The address query as a string (with or without "?"), a record, or a URLSearchParams. */
export type TQueryInput =
  string | TQueryEntrySource | Readonly<Record<string, string | readonly string[] | undefined>>;

const decodeComponent = (text: string): string => {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

const encodeComponent = (text: string): string => encodeURIComponent(text).replace(/%20/g, '+');

const isEntrySource = (input: object): input is TQueryEntrySource =>
  typeof (input as Partial<TQueryEntrySource>).forEach === 'function';

/** The query's entries in order. */
export const readQueryEntries = (input: TQueryInput): TQueryEntries => {
  const entries: TQueryEntries = [];
  if (typeof input === 'string') {
    const query = input.startsWith('?') ? input.slice(1) : input;
    for (const part of query.split('&')) {
      if (part === '') continue;
      const equals = part.indexOf('=');
      const key = equals === -1 ? part : part.slice(0, equals);
      const value = equals === -1 ? '' : part.slice(equals + 1);
      entries.push([decodeComponent(key), decodeComponent(value)]);
    }
  } else if (isEntrySource(input)) {
    input.forEach((value, key) => entries.push([key, value]));
  } else {
    for (const [key, value] of Object.entries(input)) {
      for (const item of value === undefined ? [] : typeof value === 'string' ? [value] : value)
        entries.push([key, item]);
    }
  }
  return entries;
};

/** Every value of one name, in order. */
export const getAllQueryValues = (entries: TQueryEntries, name: string): string[] =>
  entries.filter(([key]) => key === name).map(([, value]) => value);

/** The first value of one name, or null. */
export const getQueryValue = (entries: TQueryEntries, name: string): string | null =>
  entries.find(([key]) => key === name)?.[1] ?? null;

/** Form-encodes entries (no leading "?"). */
export const writeQueryString = (entries: TQueryEntries): string =>
  entries.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`).join('&');
