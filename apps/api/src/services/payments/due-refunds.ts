import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { TDatabase } from '../../db/database.ts';
import { retryDelayMs } from '../../lib/retry-delay.ts';
import { payments } from '../../db/schema-booking.ts';
import type { TPaymentProvider } from './payment-provider.ts';

/*
 * docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md: a refund is decided inside the transaction that
 * cancels or refuses a booking (the payment becomes `refund_due`) and asked of the gateway only
 * after that transaction has committed, so no slot row stays locked while a gateway answers (a
 * Stripe refund may take 20 s: a 10 s timeout and one retry), and no transaction at all stays open (on PGlite one open
 * transaction holds the whole database). A refund the gateway did not make stays due and is tried
 * again after a growing delay by the refund worker of any process; a due refund is never given
 * up, since the money is the guest's.
 */

type TPaymentStatus = (typeof payments.$inferSelect)['status'];

/** A refund due, held by whoever is to ask the gateway for it (until the lease ends). */
export type TDueRefund = { id: string; amount: number; attempts: number };

/**
 * How long a refund is left to whoever holds it: longer than any gateway call may take.
 *
 * @internal Exported for the tests that use it directly (test/routes/api/v4/orders/cancel-booking.test.ts).
 */
export const REFUND_LEASE_MS = 5 * 60_000;

/**
 * Marks payments whose money we hold as to be given back (paid ones; or, for money that arrived
 * after we gave up on a payment, cancelled or declined ones), held by the caller, which asks the
 * gateway once its transaction has committed ({@link refundDueNow}); should it never ask (the
 * process stopped), the refund worker does when the lease ends. Returns the refunds it marked.
 */
export async function markRefundsDue(
  tx: TDatabase,
  which: { orderId: number } | { paymentId: string },
  now: Date,
  from: readonly TPaymentStatus[] = ['paid'],
): Promise<TDueRefund[]> {
  return tx
    .update(payments)
    .set({ status: 'refund_due', refundRetryAt: new Date(now.getTime() + REFUND_LEASE_MS) })
    .where(
      and(
        'orderId' in which ? eq(payments.orderId, which.orderId) : eq(payments.id, which.paymentId),
        inArray(payments.status, [...from]),
      ),
    )
    .returning({ id: payments.id, amount: payments.amount, attempts: payments.refundAttempts });
}

export type TDueRefundOptions = {
  provider: TPaymentProvider;
  now: Date;
  /** First delay after a failed try; each further one doubles, up to an hour (lib/retry-delay.ts). */
  retryBaseMs: number;
  onFailure?: (failure: { paymentId: string; attempts: number; error: unknown }) => void;
};

/**
 * Asks the gateway for one refund the caller holds, outside any transaction, and writes the
 * answer: `refunded`, or one more attempt and the time of the next. True when it was made.
 */
async function askGateway(db: TDatabase, refund: TDueRefund, options: TDueRefundOptions) {
  const { now } = options;
  try {
    await options.provider.refund({ paymentId: refund.id, amount: refund.amount });
  } catch (error) {
    const attempts = refund.attempts + 1;
    await db
      .update(payments)
      .set({
        refundAttempts: attempts,
        refundRetryAt: new Date(now.getTime() + retryDelayMs(options, attempts)),
      })
      .where(and(eq(payments.id, refund.id), eq(payments.status, 'refund_due')));
    options.onFailure?.({ paymentId: refund.id, attempts, error });
    return false;
  }
  await db
    .update(payments)
    .set({ status: 'refunded', refundedAt: now, refundRetryAt: null })
    .where(and(eq(payments.id, refund.id), eq(payments.status, 'refund_due')));
  return true;
}

/**
 * The refund worker's round: every refund due whose next try has come (a refused one after its
 * delay, one whose holder stopped after its lease), at most `limit`. Each is claimed in one
 * statement (its row taken with SKIP LOCKED, its next try moved a lease ahead) so that no other
 * process asks meanwhile; the gateway's idempotency key keeps a retry after a crash one refund.
 */
export async function makeDueRefunds(db: TDatabase, options: TDueRefundOptions & { limit?: number }) {
  const limit = options.limit ?? 50;
  const result = { refunded: 0, failed: 0 };
  while (result.refunded + result.failed < limit) {
    const refund = await claimDueRefund(db, options.now);
    if (!refund) break;
    if (await askGateway(db, refund, options)) result.refunded += 1;
    else result.failed += 1;
  }
  return result;
}

async function claimDueRefund(db: TDatabase, now: Date): Promise<TDueRefund | undefined> {
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'refund_due'),
        or(isNull(payments.refundRetryAt), lte(payments.refundRetryAt, now)),
      ),
    )
    .orderBy(payments.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(payments)
    .set({ refundRetryAt: new Date(now.getTime() + REFUND_LEASE_MS) })
    .where(inArray(payments.id, due))
    .returning({ id: payments.id, amount: payments.amount, attempts: payments.refundAttempts });
  return claimed;
}

/** What asking at once for refunds needs (a part of the order use cases' deps). */
export type TRefundDeps = { db: TDatabase; provider: TPaymentProvider; refundRetryBaseMs: number };

/**
 * Right after the transaction that marked them due committed: the gateway is asked for these
 * refunds now. One it refuses is logged and left to the refund worker; the caller's answer stands
 * either way. Returns how many were made.
 */
export async function refundDueNow(
  deps: TRefundDeps,
  refunds: readonly TDueRefund[],
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  let refunded = 0;
  for (const refund of refunds) {
    const isMade = await askGateway(deps.db, refund, {
      provider: deps.provider,
      now,
      retryBaseMs: deps.refundRetryBaseMs,
      onFailure: ({ paymentId, attempts, error }) =>
        log.warn({ paymentId, attempts, err: error }, 'refund not made yet; the refund worker asks again'),
    });
    if (isMade) refunded += 1;
  }
  return refunded;
}
