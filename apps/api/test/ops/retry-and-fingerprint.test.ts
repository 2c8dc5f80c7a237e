import { describe, expect, it } from 'vitest';

import { loadConfig } from '../../src/config.ts';
import { retryDelayMs } from '../../src/lib/retry-delay.ts';
import { DEFAULT_OUTBOX_RETRY } from '../../src/services/mailer/mailer.ts';
import { fingerprintSecret } from '../../src/services/ops/server-registry.ts';

describe('outbox back-off', () => {
  it('doubles from the base after each failed attempt and stops at an hour', () => {
    const retry = { maxAttempts: 10, retryBaseMs: 5000 };
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(retry, attempts))).toEqual([
      5000, 10_000, 20_000, 40_000, 80_000,
    ]);
    expect(retryDelayMs(retry, 40)).toBe(3_600_000);
    expect(DEFAULT_OUTBOX_RETRY).toEqual({ maxAttempts: 10, retryBaseMs: 5000 });
  });

  it('reads its settings from the environment, naming a bad one', () => {
    const config = loadConfig({
      OUTBOX_POLL_MS: '250',
      OUTBOX_MAX_ATTEMPTS: '3',
      OUTBOX_RETRY_BASE_MS: '100',
    });
    expect([config.OUTBOX_POLL_MS, config.OUTBOX_MAX_ATTEMPTS, config.OUTBOX_RETRY_BASE_MS]).toEqual([
      250, 3, 100,
    ]);
    expect(() => loadConfig({ OUTBOX_MAX_ATTEMPTS: '0' })).toThrow(/OUTBOX_MAX_ATTEMPTS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});

describe('payment-secret fingerprint', () => {
  it('is equal for equal secrets, different otherwise, and does not contain the secret', () => {
    const secret = 'a-shared-payment-secret-0123456789';
    expect(fingerprintSecret(secret)).toBe(fingerprintSecret(secret));
    expect(fingerprintSecret(secret)).not.toBe(fingerprintSecret(`${secret}x`));
    expect(fingerprintSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintSecret(secret)).not.toContain(secret);
  });

  it('knows whether the secret was set or drawn', () => {
    expect(loadConfig({}).PAYMENT_SECRET_IS_RANDOM).toBe(true);
    const set = loadConfig({ PAYMENT_SECRET: 'a-shared-payment-secret-0123456789' });
    expect(set.PAYMENT_SECRET_IS_RANDOM).toBe(false);
    expect(set.PAYMENT_SECRET).toBe('a-shared-payment-secret-0123456789');
  });
});
