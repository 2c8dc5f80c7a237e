-- A booking the guest cancelled before the cut-off (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;
