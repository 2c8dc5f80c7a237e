import { HOLD_HINT_COOKIE_NAME } from '@tredjedel/domain';

/**
 * Whether the server says this visitor has a hold to restore. The hold cookie itself is HttpOnly
 * (docs/decisions/0205-a-hold-belongs-to-its-visitor-for-fifteen-minutes.md); its id-less hint is not. False on
 * the server, whose render never restores a hold.
 */
export function hasHoldHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${HOLD_HINT_COOKIE_NAME}=1`));
}
