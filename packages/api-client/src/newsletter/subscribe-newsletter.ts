import { API_PATHS, type TNewsletterRequest } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

/** `POST newsletter`: idempotent sign-up; `already_subscribed` when the address was signed up before. */
export function subscribeNewsletter(api: TApiClient, body: TNewsletterRequest) {
  return api.post(API_PATHS.newsletter(), { body, answer: 'newsletter' });
}
