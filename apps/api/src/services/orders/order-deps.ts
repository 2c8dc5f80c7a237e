import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/database.ts';
import type { TInventoryRepository } from '../../plugins/app/inventory-repository.ts';
import { createMailer, createSmtpTransport } from '../mailer/mailer.ts';
import { createBuiltinProvider } from '../payments/builtin-provider.ts';
import type { TOrderDeps } from './orders-service.ts';

const DEVELOPMENT_SECRET = 'tredjedel-development-payment-secret';

/** The services of the booking, payment and gift-card routes, built from configuration. */
export function createOrderDeps({
  db,
  inventory,
  config,
}: {
  db: TDatabase;
  inventory: TInventoryRepository;
  config: TConfig;
}): TOrderDeps {
  if (config.NODE_ENV === 'production' && config.PAYMENT_SECRET === DEVELOPMENT_SECRET) {
    throw new Error(
      'PAYMENT_SECRET must be set in production: the development default signs nothing secret.',
    );
  }
  const publicUrl = (config.PUBLIC_URL ?? '').replace(/\/$/, '');
  return {
    db,
    inventory,
    administrationFee: config.ADMIN_FEE_ORE,
    provider: createBuiltinProvider(publicUrl),
    mailer: createMailer(db, config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : null),
    publicUrl,
  };
}
