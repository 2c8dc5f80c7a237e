import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/database.ts';
import type { TInventoryRepository } from '../../plugins/app/inventory-repository.ts';
import { createBookingCatalogue } from '../booking/booking-catalogue.ts';
import { createHoldBatcher, HOLD_BATCHER_DEFAULTS } from '../booking/hold-batcher.ts';
import { takeHolds } from '../booking/take-hold.ts';
import type { THoldDeps } from '../booking/holds-service.ts';
import { createMailer, createSmtpTransport, type TMailer } from '../mailer/mailer.ts';
import type { TPaymentProvider } from '../payments/payment-provider.ts';
import { providerFromConfig } from '../payments/provider-from-config.ts';
import { restaurantLinkSecretOf } from '../restaurant/daily-list-link.ts';
import type { TRestaurantNoticeDeps } from '../restaurant/restaurant-notice.ts';

/** What the order use cases need: the holds' services, the payment gateway and the outbox. */
export type TOrderDeps = THoldDeps &
  TRestaurantNoticeDeps & {
    provider: TPaymentProvider;
    mailer: TMailer;
    /** The site's origin (config.PUBLIC_URL) for links in e-mails and answers. */
    publicUrl: string;
    /** The first delay before a refund the gateway did not make is asked again (ADR 0202). */
    refundRetryBaseMs: number;
  };

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
  return {
    db,
    inventory,
    administrationFee: config.ADMIN_FEE_ORE,
    limits: {
      holdsPerVisitor: config.HOLD_MAX_PER_VISITOR,
      coversPerVisitor: config.HOLD_MAX_COVERS_PER_VISITOR,
      holdsPerAddress: config.HOLD_MAX_PER_ADDRESS,
      coversPerAddress: config.HOLD_MAX_COVERS_PER_ADDRESS,
    },
    catalogue: createBookingCatalogue(db, Date.now),
    takeNewHolds:
      config.HOLD_BATCH_MAX === 1
        ? (requests) => takeHolds(db, requests)
        : createHoldBatcher(db, { ...HOLD_BATCHER_DEFAULTS, maxBatch: config.HOLD_BATCH_MAX }),
    provider: providerFromConfig(config),
    mailer: createMailer(db, config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : null, {
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    }),
    publicUrl: config.PUBLIC_URL,
    refundRetryBaseMs: config.REFUND_RETRY_BASE_MS,
    restaurantLinkSecret: restaurantLinkSecretOf(config),
  };
}
