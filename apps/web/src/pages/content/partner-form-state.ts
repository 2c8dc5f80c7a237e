import { isCatalogueKey, type TCatalogueKey, type TPartnerApplicationField } from '@tredjedel/domain';

const PARTNER_FIELDS: readonly TPartnerApplicationField[] = [
  'place_name',
  'address',
  'city',
  'contact_name',
  'email',
  'phone',
  'message',
];

/**
 * The partner form's state after a post without script (routes/partner-form on the server): the
 * fields as typed, `errors` as `field:key,…`, and `application` sent or limited. Read from the
 * page's query, kept flat as the query is (the router writes its reading back into the address);
 * anything else is dropped.
 */
export type TPartnerFormSearch = Partial<Record<TPartnerApplicationField, string>> & {
  application?: 'sent' | 'limited';
  errors?: string;
};

export function parsePartnerFormSearch(search: Record<string, unknown>): TPartnerFormSearch {
  const state: TPartnerFormSearch = {};
  if (search.application === 'sent' || search.application === 'limited')
    state.application = search.application;
  for (const field of PARTNER_FIELDS) {
    const value = search[field];
    if (typeof value === 'string' || typeof value === 'number') state[field] = String(value).slice(0, 2000);
  }
  if (typeof search.errors === 'string') state.errors = search.errors.slice(0, 500);
  return state;
}

/** The form's first values and errors from the page's query. */
export function partnerFormStateOf(search: TPartnerFormSearch): {
  values: Partial<Record<TPartnerApplicationField, string>>;
  errors: Partial<Record<TPartnerApplicationField, TCatalogueKey>>;
} {
  const values: Partial<Record<TPartnerApplicationField, string>> = {};
  for (const field of PARTNER_FIELDS) if (search[field] !== undefined) values[field] = search[field];
  const errors: Partial<Record<TPartnerApplicationField, TCatalogueKey>> = {};
  for (const pair of (search.errors ?? '').split(',')) {
    const [field, key] = pair.split(':');
    const known = PARTNER_FIELDS.find((candidate) => candidate === field);
    if (known && key && isCatalogueKey(key)) errors[known] = key;
  }
  return { values, errors };
}
