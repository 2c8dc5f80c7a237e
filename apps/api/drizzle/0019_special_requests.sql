-- Special requests and allergies the guest writes on the guest step (SPECIAL_REQUESTS_MAX_LENGTH
-- in packages/domain): kept on the hold so a declined payment or a reload restores them, copied to
-- the order when its payment starts, and passed to the place in its notice, the console's list of
-- the day and the daily list (docs/decisions/0204-e-mail-outbox-templates-and-restaurant-notices.md).
ALTER TABLE "holds" ADD COLUMN IF NOT EXISTS "special_requests" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "special_requests" text DEFAULT '' NOT NULL;
