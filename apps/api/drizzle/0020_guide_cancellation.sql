-- The guide said purchases are not refunded while the flow, the e-mail and the manage page offer a
-- full refund until 2 hours before arrival (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
-- Databases seeded before get the seed's texts (apps/api/src/db/seed/content.ts): the payment page
-- only where it still holds the seeded text, and the cancelling page; a fresh database is seeded
-- after the migrations and gets both from the seed.
UPDATE "guide_pages"
SET
  "body_da" = 'Alle priser er inklusive 25 % moms. Der lægges et lille administrationsgebyr på hver ordre.',
  "body_en" = 'All prices include 25% VAT. A small administration fee is added to each order.'
WHERE "slug" = 'betaling-og-gebyr'
  AND "body_da" = 'Alle priser er inklusive 25 % moms. Der lægges et lille administrationsgebyr på hver ordre. Køb refunderes ikke.';--> statement-breakpoint
INSERT INTO "guide_pages" ("slug", "weight", "title_da", "title_en", "body_da", "body_en", "image")
SELECT
  'afbestilling',
  "weight",
  'Afbestilling',
  'Cancelling',
  'Du kan afbestille gratis og få hele beløbet tilbage indtil 2 timer før ankomst, via linket i bekræftelsesmailen. Derefter refunderes købet ikke. Booker du mindre end 2 timer før ankomst, kan bordet ikke afbestilles; det får du at vide, før du betaler.',
  'You can cancel free of charge and get the full amount back until 2 hours before arrival, through the link in the confirmation e-mail. After that the purchase is not refunded. If you book less than 2 hours before arrival, the table cannot be cancelled; you are told so before you pay.',
  '/media/guide/afbestilling.svg'
FROM "guide_pages"
WHERE "slug" = 'betaling-og-gebyr'
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
-- The English name of the cuisine filter, as the seed now writes it (apps/api/src/db/seed/facts.ts).
UPDATE "tag_categories" SET "name_en" = 'Cuisine' WHERE "slug" = 'koekken' AND "name_en" = 'Kitchen';
