import { describe, expect, it } from 'vitest';

import { CLOSED_NOTIFICATION, getAlertNotification, getConfirmNotification } from '../src/ui/notification.ts';

describe('notifications', () => {
  it('shows an alert under errors.modal-title with an OK button', () => {
    expect(getAlertNotification({ key: 'errors.menus_num_person', params: { n: 2 } })).toEqual({
      open: true,
      id: 'errors.menus_num_person',
      title: 'errors.modal-title',
      body: 'errors.menus_num_person',
      buttons: [{ label: 'ok', value: 'ok' }],
      message: 'Choose menus for 2 people',
    });
  });

  it('shows the gift-code success without an error title', () => {
    expect(getAlertNotification({ key: 'gc_success_msg' })).toMatchObject({
      title: '',
      message: 'The gift card has been added',
    });
  });

  it('asks yes or no and starts closed', () => {
    expect(
      getConfirmNotification('giftcode.remove', 'Remove gift card?', 'GAVE1').buttons.map(
        (button) => button.value,
      ),
    ).toEqual(['yes', 'no']);
    expect(CLOSED_NOTIFICATION.open).toBe(false);
  });
});
