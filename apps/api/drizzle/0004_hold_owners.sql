-- Holds and orders belong to the visitor session that made them (ADR 0205); holds also keep the
-- client address they came from, for the per-address limits (ADR 0205). Rows made before this
-- migration have no owner and so are found by no one: they lapse within 15 minutes.
ALTER TABLE "holds" ADD COLUMN "owner_id" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "client_address" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "owner_id" text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE INDEX "holds_owner_active_idx" ON "holds" USING btree ("owner_id","status","expire_at");--> statement-breakpoint
CREATE INDEX "holds_address_active_idx" ON "holds" USING btree ("client_address","status","expire_at");
