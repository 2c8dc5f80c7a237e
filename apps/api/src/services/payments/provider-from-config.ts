import pino from 'pino';

import type { TConfig } from '../../config.ts';
import { PRIVATE_LOGGER_OPTIONS } from '../../lib/log-privacy.ts';
import { createBuiltinProvider } from '../../builtin-gateway/builtin-provider.ts';
import type { TPaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const providers = new WeakMap<TConfig, TPaymentProvider>();

/**
 * The gateway `PAYMENT_PROVIDER` names, one per configuration (so the booking, gift-card and pay
 * routes share one Stripe client). config.ts has already refused a Stripe setup with a variable
 * missing, so the checks here only narrow the types.
 */
export function providerFromConfig(config: TConfig): TPaymentProvider {
  const known = providers.get(config);
  if (known) return known;
  let provider: TPaymentProvider;
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    // Built once, outside any request: its own logger, private like the server's.
    const log = pino({ level: config.LOG_LEVEL, redact: PRIVATE_LOGGER_OPTIONS.redact, name: 'stripe' });
    provider = createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      publicUrl: config.PUBLIC_URL,
      apiBase: config.STRIPE_API_BASE,
      onError: (error, message) => log.error({ err: error }, message),
    });
  } else {
    provider = createBuiltinProvider(config.PUBLIC_URL);
  }
  providers.set(config, provider);
  return provider;
}
