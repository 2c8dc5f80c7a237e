-- A refund is decided in the transaction that cancels or refuses a booking (status `refund_due`)
-- and asked of the gateway after that transaction commits, so no slot stays locked while the
-- gateway answers; a refund the gateway did not make is tried again later
-- (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
ALTER TABLE "payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("id") WHERE "payments"."status" = 'refund_due';
