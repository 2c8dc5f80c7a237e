-- A place created in the console is not on the public listing or detail page until it has
-- published its first time (docs/decisions/0500-restaurants-console.md, "New places").
-- Every place that exists already is on sale: the column's default fills them, and the seed's.
ALTER TABLE "products" ADD COLUMN "on_sale_since" timestamp with time zone DEFAULT now();
