-- One live payment per hold: a second payment start while one is in flight answers with the same
-- hosted page, so the page's address is kept with the payment
-- (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
ALTER TABLE "payments" ADD COLUMN "url" text;
--> statement-breakpoint
-- Waitlist e-mails carry List-Unsubscribe headers (RFC 8058), kept with the e-mail in the outbox.
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- One row per waitlist recipient, by the SHA-256 of the address: how many waitlist e-mails it got
-- on `mail_day` (at most 3 a day across all places) and whether it opted out of them for good
-- (docs/decisions/0415-waitlist-for-a-sold-out-time.md).
CREATE TABLE "waitlist_recipients" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"mail_day" date,
	"mails" smallint DEFAULT 0 NOT NULL,
	"opted_out_at" timestamp with time zone
);
