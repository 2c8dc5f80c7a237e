-- The post "Fem steder til en sen middag i …" named no place. The seed now names the five
-- restaurants of its city whose kitchens close latest, each linked to its page
-- (apps/api/src/db/seed/seed-partners-and-blog.ts, texts in apps/api/src/db/seed/content.ts).
-- Databases seeded before get the same paragraphs before the post's own, once (a post that
-- already begins with them is left as it is); a fresh database is seeded after the migrations and gets them from
-- the seed.
WITH "late" AS (
  SELECT
    "p"."id",
    "p"."city_id",
    max("sh"."time_end") AS "last_order",
    row_number() OVER (
      PARTITION BY "p"."city_id"
      ORDER BY max("sh"."time_end") DESC, "p"."weight" ASC, "p"."id" ASC
    ) AS "rank"
  FROM "products" "p"
  JOIN "serving_hours" "sh" ON "sh"."product_id" = "p"."id"
  WHERE "p"."product_type" = 'restaurant' AND NOT "p"."is_showcase"
  GROUP BY "p"."id"
),
"lines" AS (
  SELECT
    "late"."city_id",
    string_agg(
      '[' || "da"."name" || '](/restaurant/' || "da"."slug" || '), ' || "a"."name_da"
        || ': køkkenet tager imod til kl. ' || replace(left("late"."last_order"::text, 5), ':', '.') || '.',
      E'\n\n' ORDER BY "late"."rank"
    ) AS "lines_da",
    string_agg(
      '[' || "en"."name" || '](/en/restaurant/' || "en"."slug" || '), ' || "a"."name_en"
        || ': the kitchen takes orders until ' || left("late"."last_order"::text, 5) || '.',
      E'\n\n' ORDER BY "late"."rank"
    ) AS "lines_en"
  FROM "late"
  JOIN "products" "p" ON "p"."id" = "late"."id"
  JOIN "areas" "a" ON "a"."id" = "p"."area_id"
  JOIN "product_translations" "da" ON "da"."product_id" = "p"."id" AND "da"."lang" = 'da'
  JOIN "product_translations" "en" ON "en"."product_id" = "p"."id" AND "en"."lang" = 'en'
  WHERE "late"."rank" <= 5
  GROUP BY "late"."city_id"
)
UPDATE "blogs" "b"
SET
  "body_da" = 'Her er fem steder i ' || "c"."name_da"
    || ', hvor køkkenet er åbent længst. Book bordet til i aften med en tredjedel rabat.'
    || E'\n\n' || "lines"."lines_da" || E'\n\n' || "b"."body_da",
  "body_en" = 'Here are five places in ' || "c"."name_en"
    || ' whose kitchens stay open latest. Book tonight’s table at a third off.'
    || E'\n\n' || "lines"."lines_en" || E'\n\n' || "b"."body_en"
FROM "lines"
JOIN "cities" "c" ON "c"."id" = "lines"."city_id"
WHERE "b"."city_id" = "lines"."city_id"
  AND "b"."title_da" = 'Fem steder til en sen middag i ' || "c"."name_da"
  AND "b"."body_da" NOT LIKE 'Her er fem steder i %';
