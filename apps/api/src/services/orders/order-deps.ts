import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/database.ts';
import type { TInventoryRepository } from '../../plugins/app/inventory-repository.ts';
import { createMailer, createSmtpTransport } from '../mailer/mailer.ts';
import { createBuiltinProvider } from '../payments/builtin-provider.ts';
import type { TOrderDeps } from './orders-service.ts';

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
