-- Partner applications from /partnere (docs/decisions/0500-restaurants-console.md): a place asks
-- to sell its tables; the operator reads the application in the console and invites its contact
-- to a place, which is recorded here so the list shows what is done.
CREATE TABLE "partner_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'da' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"invited_place_id" integer REFERENCES "products"("id") ON DELETE set null,
	"invited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "partner_applications_created_idx" ON "partner_applications" ("created_at");
