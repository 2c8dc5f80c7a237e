import { HOLD_COOKIE_NAME, HOLD_TTL_SECONDS } from '../constants.ts';

/**
 * The `hold_id` cookie (CLARIFICATIONS "Hold"): Max-Age 900, path /, SameSite=Lax, readable by the
 * page (no HttpOnly) so the booking can be restored after a reload. The browser and the server
 * write and read it the same way.
 */
export const formatHoldCookie = (holdId: string): string =>
  `${HOLD_COOKIE_NAME}=${encodeURIComponent(holdId)}; Max-Age=${HOLD_TTL_SECONDS}; Path=/; SameSite=Lax`;

/** The cookie that removes the hold id. */
export const formatClearedHoldCookie = (): string => `${HOLD_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;

/** The hold id in a Cookie header (or `document.cookie`), or null. */
export const readHoldIdFromCookies = (cookieHeader: string | null | undefined): string | null => {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === HOLD_COOKIE_NAME) {
      const holdId = value.join('=');
      try {
        return holdId === '' ? null : decodeURIComponent(holdId);
      } catch {
        return null;
      }
    }
  }
  return null;
};
