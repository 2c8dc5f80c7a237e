import type { TPartnerApplicationInput } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/** `POST partner-applications`: the partner page's application (docs/decisions/0500-restaurants-console.md). */
export function applyAsPartner(api: TApiClient, body: TPartnerApplicationInput) {
  return api.post('partner-applications', { body, answer: 'partnerApplication' });
}
