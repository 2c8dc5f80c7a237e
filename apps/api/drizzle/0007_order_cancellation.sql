-- A booking the guest cancelled before the cut-off (docs/decisions/0410-cancellation-cut-off-two-hours-before-arrival.md).
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;
