import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';

import {
  GIFTCARD_MESSAGE_MAX_LENGTH,
  GIFTCARD_MESSAGE_MAX_LINES,
  GIFTCARD_RECIPIENT_MAX_LENGTH,
} from '../src/constants.ts';
import { ZGiftcardBalanceResponse, ZGiftcardPaymentRequest } from '../src/contract/giftcard.ts';
import { GIFTCARD_MODEL_SAMPLES as S } from '../src/giftcard/giftcard-flow-model.ts';
import { giftcardMachine } from '../src/giftcard/giftcard-machine.ts';
import {
  normalizeGiftcardText,
  validateGiftcardBalanceCheck,
  validateGiftcardStep1,
} from '../src/validation/giftcard.ts';
import { createGiftcardDriver } from './giftcard-driver.ts';

// Each greeting field as the first step's validator judges it: its error, or null.
const greetingError = (field: 'recipient_name' | 'message', value: unknown) => {
  const key = validateGiftcardStep1({ amount: 50_000, quantity: 1, [field]: value as string }).errors[field];
  return key ? { key } : null;
};
const validateGiftcardRecipient = (value: unknown) => greetingError('recipient_name', value);
const validateGiftcardMessage = (value: unknown) => greetingError('message', value);

describe('the greeting on gift cards (recipient and message)', () => {
  it('is optional: no name and no message make a valid first step', () => {
    expect(
      validateGiftcardStep1({ amount: 50_000, quantity: 1, recipient_name: '', message: '' }).isValid,
    ).toBe(true);
    expect(validateGiftcardStep1({ amount: 50_000, quantity: 1 }).isValid).toBe(true);
  });

  it('takes a name of at most 50 characters (counted as code points) on one line', () => {
    expect(validateGiftcardRecipient('Mor og Far')).toBeNull();
    expect(validateGiftcardRecipient('Ø'.repeat(GIFTCARD_RECIPIENT_MAX_LENGTH))).toBeNull();
    expect(validateGiftcardRecipient('😀'.repeat(GIFTCARD_RECIPIENT_MAX_LENGTH))).toBeNull();
    // Spaces around it are not counted: they are trimmed before it is kept.
    expect(validateGiftcardRecipient(`  ${'a'.repeat(GIFTCARD_RECIPIENT_MAX_LENGTH)}  `)).toBeNull();
    expect(validateGiftcardRecipient('a'.repeat(GIFTCARD_RECIPIENT_MAX_LENGTH + 1))).toEqual({
      key: 'errors.giftcard_recipient',
    });
    expect(validateGiftcardRecipient('Anna\nJensen')?.key).toBe('errors.giftcard_recipient');
    expect(validateGiftcardRecipient('Anna\tJensen')?.key).toBe('errors.giftcard_recipient');
    expect(validateGiftcardRecipient(42)?.key).toBe('errors.giftcard_recipient');
  });

  it('takes a message of at most 300 characters in at most 8 lines, line breaks kept', () => {
    expect(validateGiftcardMessage('Tillykke!\nKærlig hilsen\nAnna')).toBeNull();
    expect(validateGiftcardMessage('x'.repeat(GIFTCARD_MESSAGE_MAX_LENGTH))).toBeNull();
    expect(validateGiftcardMessage('x'.repeat(GIFTCARD_MESSAGE_MAX_LENGTH + 1))).toEqual({
      key: 'errors.giftcard_message',
    });
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => `linje ${index}`).join('\r\n');
    expect(validateGiftcardMessage(lines(GIFTCARD_MESSAGE_MAX_LINES))).toBeNull();
    expect(validateGiftcardMessage(lines(GIFTCARD_MESSAGE_MAX_LINES + 1))?.key).toBe(
      'errors.giftcard_message',
    );
    expect(validateGiftcardMessage('skjult\u0007tegn')?.key).toBe('errors.giftcard_message');
    expect(validateGiftcardMessage('to\u2028linjer')?.key).toBe('errors.giftcard_message');
  });

  it('is kept as it prints: trimmed, Windows line breaks made \\n, spaces at line ends dropped', () => {
    expect(normalizeGiftcardText('  Kære Bo,  \r\nTillykke!\r\n\r\n')).toBe('Kære Bo,\nTillykke!');
    expect(normalizeGiftcardText('\rHej\r')).toBe('Hej');
  });

  it('reports its fields among the first step’s errors', () => {
    expect(
      validateGiftcardStep1({
        amount: 50_000,
        quantity: 1,
        recipient_name: 'a'.repeat(51),
        message: 'x'.repeat(301),
      }).errors,
    ).toEqual({ recipient_name: 'errors.giftcard_recipient', message: 'errors.giftcard_message' });
  });

  it('is edited on step 1: a bad greeting keeps the visitor there, fixing it clears its error', () => {
    const [start] = initialTransition(giftcardMachine, { locale: 'da', amount: 50_000 });
    const [long] = transition(giftcardMachine, start, {
      type: 'greeting.update',
      values: { message: 'x'.repeat(301) },
    });
    const [refused] = transition(giftcardMachine, long, { type: 'amount.submit' });
    expect(refused.value).toBe('amount');
    expect(refused.context.steps[0].errors).toEqual({ message: 'errors.giftcard_message' });
    const [fixed] = transition(giftcardMachine, refused, { type: 'greeting.update', values: S.greeting });
    expect(fixed.context.steps[0].errors).toEqual({});
    const [next] = transition(giftcardMachine, fixed, { type: 'amount.submit' });
    expect(next.value).toBe('details');
    expect(next.context.data).toMatchObject(S.greeting);
  });

  it('goes to the purchase as the server keeps it', async () => {
    const driver = createGiftcardDriver({ locale: 'en' });
    await driver.send({ type: 'amount.set', amount: 30_000 });
    await driver.send({
      type: 'greeting.update',
      values: { recipient_name: '  Bo ', message: 'Happy birthday!  \r\nLove, Anna\r\n' },
    });
    await driver.send({ type: 'amount.submit' });
    await driver.send({ type: 'details.update', values: S.details });
    await driver.send({ type: 'details.submit' });
    await driver.send({ type: 'payment.submit' });
    expect(driver.pendingInput()).toMatchObject({
      recipient_name: 'Bo',
      message: 'Happy birthday!\nLove, Anna',
      lang: 'en',
    });
  });

  it('is optional in the purchase request: an older client sends none', () => {
    const request = ZGiftcardPaymentRequest.parse({
      is_accept_terms: true,
      name: 'Bo',
      email: 'bo@example.dk',
      amount: 20_000,
      quantity: 1,
    });
    expect(request).toMatchObject({ recipient_name: '', message: '' });
  });
});

describe('the balance check', () => {
  it('needs a code', () => {
    expect(validateGiftcardBalanceCheck({ code: '  ' }).errors).toEqual({ code: 'errors.giftcard_code' });
    expect(validateGiftcardBalanceCheck({ code: '7kq2-m9xd' }).isValid).toBe(true);
  });

  it('answers every status in one shape', () => {
    for (const answer of [
      { code: 'X', status: 'invalid', balance: 0, expire_at: null },
      { code: 'X', status: 'active', balance: 20_000, expire_at: '2029-11-27T10:00:00.000Z' },
    ]) {
      expect(Object.keys(ZGiftcardBalanceResponse.parse(answer)).toSorted()).toEqual([
        'balance',
        'code',
        'expire_at',
        'status',
      ]);
    }
  });
});
