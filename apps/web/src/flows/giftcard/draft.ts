import type { TGiftcardData } from '@tredjedel/domain';

const KEY = 'tredjedel.giftcard';

/**
 * The gift-card order being paid, kept for this tab only, so a declined payment returns with
 * everything filled in (the gift-card flow has no server-side hold to restore from).
 */
export function saveGiftcardDraft(data: TGiftcardData): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Private modes may refuse storage: the visitor then fills the form again.
  }
}

export function readGiftcardDraft(): TGiftcardData | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<TGiftcardData>;
    return typeof data.amount === 'number' && typeof data.quantity === 'number'
      ? {
          amount: data.amount,
          quantity: data.quantity,
          recipient_name: typeof data.recipient_name === 'string' ? data.recipient_name : '',
          message: typeof data.message === 'string' ? data.message : '',
          name: data.name ?? '',
          email: data.email ?? '',
          email_confirm: data.email_confirm ?? '',
          is_subscribe: data.is_subscribe ?? false,
          is_accept_terms: data.is_accept_terms ?? true,
        }
      : null;
  } catch {
    return null;
  }
}
