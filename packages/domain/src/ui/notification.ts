import type { TNotification } from '../entities/page-state.ts';
import type { TFieldError } from '../errors/catalogue.ts';
import { getErrorMessage } from '../errors/catalogue.ts';

export const CLOSED_NOTIFICATION: TNotification = {
  open: false,
  id: null,
  title: '',
  body: '',
  buttons: [],
  message: '',
};

/** Buttons of the two dialog kinds (docs/product/spec.md §8): an OK for alerts, yes and no for confirmations. */
export const ALERT_BUTTONS = [{ label: 'ok', value: 'ok' }] as const;
export const CONFIRM_BUTTONS = [
  { label: 'yes', value: 'yes' },
  { label: 'no', value: 'no' },
] as const;

/**
 * The modal of an alert: title errors.modal-title (or none for the gift-code success), the key as
 * body for the app to translate, the English message as fallback, and an OK button.
 */
export const getAlertNotification = (alert: TFieldError): TNotification => ({
  open: true,
  id: alert.key,
  title: alert.key === 'gc_success_msg' ? '' : 'errors.modal-title',
  body: alert.key,
  buttons: [...ALERT_BUTTONS],
  message: getErrorMessage(alert.key, alert.params),
});

/** A yes/no confirmation; `id` tells the app which question was answered. */
export const getConfirmNotification = (id: string, title: string, body: string): TNotification => ({
  open: true,
  id,
  title,
  body,
  buttons: [...CONFIRM_BUTTONS],
  message: body,
});
