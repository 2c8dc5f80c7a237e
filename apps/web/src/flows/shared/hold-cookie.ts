import { HOLD_COOKIE_NAME, HOLD_TTL_SECONDS } from '@tredjedel/domain';

/** The hold id the browser keeps for 15 minutes (CLARIFICATIONS "Hold"); null on the server. */
export function readHoldCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === HOLD_COOKIE_NAME) {
      const id = decodeURIComponent(value.join('='));
      return id === '' ? null : id;
    }
  }
  return null;
}

export function writeHoldCookie(holdId: string): void {
  document.cookie = `${HOLD_COOKIE_NAME}=${encodeURIComponent(holdId)}; Max-Age=${HOLD_TTL_SECONDS}; Path=/; SameSite=Lax`;
}

export function clearHoldCookie(): void {
  document.cookie = `${HOLD_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
}
