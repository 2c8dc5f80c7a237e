import { ZNewsletterResponse, type TNewsletterRequest } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/** Newsletter sign-up (spec point 7); the caller shows the states and handles a missing endpoint. */
export function postNewsletter(api: TApiClient, body: TNewsletterRequest) {
  return api.post('newsletter', { body, schema: ZNewsletterResponse });
}
