-- Public order references, `TD-XXXX-XXXX` in Crockford base32, instead of the sequential id
-- (docs/decisions/0255-public-order-references.md). New orders get theirs from a cryptographic
-- random source (packages/domain); orders made before this migration get one here.
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "orders" SET "reference" = 'TD-' || (
  SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '')
    FROM generate_series(1, 4) WHERE "orders"."id" IS NOT NULL
) || '-' || (
  SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '')
    FROM generate_series(1, 4) WHERE "orders"."id" IS NOT NULL
);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_unique" ON "orders" USING btree ("reference");
