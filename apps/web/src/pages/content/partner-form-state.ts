import { isCatalogueKey, type TCatalogueKey, type TPartnerApplicationField } from '@tredjedel/domain';

export const PARTNER_FIELDS: readonly TPartnerApplicationField[] = [
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
 * fields as typed, each field's error key, and whether the application was sent or limited. Read
 * from the page's query; anything else is dropped.
 */
export type TPartnerFormState = {
  application?: 'sent' | 'limited';
  values?: Partial<Record<TPartnerApplicationField, string>>;
  errors?: Partial<Record<TPartnerApplicationField, TCatalogueKey>>;
};

export function parsePartnerFormSearch(search: Record<string, unknown>): TPartnerFormState {
  const state: TPartnerFormState = {};
  if (search.application === 'sent' || search.application === 'limited')
    state.application = search.application;
  const values: Partial<Record<TPartnerApplicationField, string>> = {};
  for (const field of PARTNER_FIELDS) {
    const value = search[field];
    if (typeof value === 'string' || typeof value === 'number') values[field] = String(value).slice(0, 2000);
  }
  if (Object.keys(values).length > 0) state.values = values;
  if (typeof search.errors === 'string') {
    const errors: Partial<Record<TPartnerApplicationField, TCatalogueKey>> = {};
    for (const pair of search.errors.split(',')) {
      const [field, key] = pair.split(':');
      const known = PARTNER_FIELDS.find((candidate) => candidate === field);
      if (known && key && isCatalogueKey(key)) errors[known] = key;
    }
    if (Object.keys(errors).length > 0) state.errors = errors;
  }
  return state;
}
