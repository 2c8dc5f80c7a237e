-- One live payment per hold: a second payment start while one is in flight answers with the same
-- hosted page, so the page's address is kept with the payment
-- (docs/decisions/0253-one-live-payment-per-hold.md).
ALTER TABLE "payments" ADD COLUMN "url" text;
