-- The restaurants' console (docs/decisions/0500-restaurants-console.md): users who sign in
-- by an e-mailed single-use link, their places, sessions kept here and revocable, the marks a place
-- puts on bookings, times it closed, and the audit log of every change it makes.
CREATE TABLE "console_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"is_operator" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "console_memberships" (
	"user_id" integer NOT NULL REFERENCES "console_users"("id") ON DELETE cascade,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_memberships_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "console_memberships_role_check" CHECK ("role" IN ('owner', 'staff'))
);
--> statement-breakpoint
CREATE INDEX "console_memberships_product_idx" ON "console_memberships" ("product_id");
--> statement-breakpoint
-- Only the SHA-256 of a link's token and of a session's id are kept: a copy of the table opens nothing.
CREATE TABLE "console_sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "console_users"("id") ON DELETE cascade,
	"expire_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "console_users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "console_sessions_user_idx" ON "console_sessions" ("user_id");
--> statement-breakpoint
CREATE TABLE "console_booking_marks" (
	"booking_id" integer PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"mark" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "console_users"("id"),
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "console_booking_marks_mark_check" CHECK ("mark" IN ('arrived', 'no_show'))
);
--> statement-breakpoint
-- A closed time keeps its bookings; its valid_until is moved to the closing moment (so no new hold is
-- taken), and set back to the arrival instant on reopening (ADR 0500).
CREATE TABLE "console_slot_closures" (
	"slot_id" integer PRIMARY KEY NOT NULL REFERENCES "time_slots"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "console_users"("id"),
	"closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_place_texts" (
	"product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"opening_da" text DEFAULT '' NOT NULL,
	"opening_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "console_users"("id"),
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "console_audit_log_product_idx" ON "console_audit_log" ("product_id", "id");
