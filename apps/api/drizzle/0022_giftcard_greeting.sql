-- The greeting a gift-card buyer may put on the cards: the recipient's name and a personal message,
-- printed on every card of the order and shown in the e-mail with the codes
-- (docs/decisions/0203-gift-cards-limits-and-reservations.md, "Recipient and message"). The domain
-- bounds them (validateGiftcardStep1); '' is no greeting, and every booking order has ''.
ALTER TABLE "orders" ADD COLUMN "giftcard_recipient_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "giftcard_message" text DEFAULT '' NOT NULL;
