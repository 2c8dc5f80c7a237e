CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_da" text NOT NULL,
	"name_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"long" double precision NOT NULL,
	CONSTRAINT "areas_city_slug_unique" UNIQUE("city_id","slug")
);
--> statement-breakpoint
CREATE TABLE "blog_tags" (
	"blog_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "blog_tags_blog_id_tag_id_pk" PRIMARY KEY("blog_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_da" text NOT NULL,
	"title_en" text NOT NULL,
	"excerpt_da" text NOT NULL,
	"excerpt_en" text NOT NULL,
	"body_da" text NOT NULL,
	"body_en" text NOT NULL,
	"image" text NOT NULL,
	"city_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blogs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_da" text NOT NULL,
	"name_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"long" double precision NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"product_types" text[] NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cover_schedules" (
	"product_id" integer NOT NULL,
	"iso_weekday" smallint NOT NULL,
	"time" time NOT NULL,
	"covers" smallint NOT NULL,
	CONSTRAINT "cover_schedules_product_id_iso_weekday_time_pk" PRIMARY KEY("product_id","iso_weekday","time")
);
--> statement-breakpoint
CREATE TABLE "guide_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"title_da" text NOT NULL,
	"title_en" text NOT NULL,
	"body_da" text NOT NULL,
	"body_en" text NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "guide_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "materialised_days" (
	"service_date" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"restaurant_menu_id" integer NOT NULL,
	"menu_type" text NOT NULL,
	"name_da" text NOT NULL,
	"name_en" text NOT NULL,
	"description_da" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"courses_da" jsonb NOT NULL,
	"courses_en" jsonb NOT NULL,
	"price_regular" integer NOT NULL,
	"price_sale" integer NOT NULL,
	"status" text DEFAULT 'in-stock' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"time_start" time DEFAULT '00:00:00' NOT NULL,
	"time_end" time DEFAULT '23:59:59' NOT NULL,
	"limit_table_size" boolean DEFAULT false NOT NULL,
	"table_sizes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"label_da" text NOT NULL,
	"label_en" text NOT NULL,
	"link_da" text NOT NULL,
	"link_en" text NOT NULL,
	"city_id" integer,
	"product_type" text,
	"icon" text
);
--> statement-breakpoint
CREATE TABLE "page_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"title_da" text NOT NULL,
	"title_en" text NOT NULL,
	"body_da" text NOT NULL,
	"body_en" text NOT NULL,
	"link_da" text NOT NULL,
	"link_en" text NOT NULL,
	"image" text NOT NULL,
	"city_id" integer
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"description_da" text NOT NULL,
	"description_en" text NOT NULL,
	"logo" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"name_sort_key" text NOT NULL,
	CONSTRAINT "product_translations_product_id_lang_pk" PRIMARY KEY("product_id","lang"),
	CONSTRAINT "product_translations_lang_slug_unique" UNIQUE("lang","slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"is_showcase" boolean DEFAULT false NOT NULL,
	"city_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"long" double precision NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"price_regular" integer NOT NULL,
	"price_sale" integer NOT NULL,
	"primary_image" text NOT NULL,
	"mobile_primary_image" text NOT NULL,
	"alternative_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"internal_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restaurant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serving_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"menu_type" text NOT NULL,
	"time_start" time NOT NULL,
	"time_end" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_da" text NOT NULL,
	"name_en" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tag_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"slug" text NOT NULL,
	"name_da" text NOT NULL,
	"name_en" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"time" time NOT NULL,
	"time_end" time NOT NULL,
	"covers" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "time_slots_product_day_time_unique" UNIQUE("product_id","service_date","time")
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_schedules" ADD CONSTRAINT "cover_schedules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_menu_items" ADD CONSTRAINT "nav_menu_items_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_boxes" ADD CONSTRAINT "page_boxes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_hours" ADD CONSTRAINT "serving_hours_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_category_id_tag_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tag_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menus_product_idx" ON "menus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "nav_menu_items_menu_idx" ON "nav_menu_items" USING btree ("menu","weight");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "product_translations_slug_idx" ON "product_translations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_city_type_idx" ON "products" USING btree ("city_id","product_type");--> statement-breakpoint
CREATE INDEX "time_slots_day_product_idx" ON "time_slots" USING btree ("service_date","product_id");