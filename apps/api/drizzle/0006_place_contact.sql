-- Each place's telephone (shown to guests in the reservation's schema.org data) and the e-mail
-- address its booking notices and daily list link go to (ADR 0204). Places seeded before this
-- migration get the demo values the seed now writes: addresses on the reserved .example domain,
-- so no notice can reach a stranger.
ALTER TABLE "products" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "contact_email" text;--> statement-breakpoint
UPDATE "products" SET "phone" = '+45 3312 ' || lpad("restaurant_id"::text, 4, '0');--> statement-breakpoint
UPDATE "products" SET "contact_email" = "product_translations"."slug" || '@restaurant.tredjedel.example'
  FROM "product_translations"
  WHERE "product_translations"."product_id" = "products"."id" AND "product_translations"."lang" = 'da';
