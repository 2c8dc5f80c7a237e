-- The covers held at a slot as a figure on the slot row (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md):
-- `time_slots.covers_held` is the sum of the covers of the slot's holds that are active and
-- `is_counted`, kept so by the trigger below on every change to `holds` (a change that moves
-- counted covers updates the slot row, so it waits for and takes the slot's lock). A hold that
-- lapsed is still counted until someone locks its slot (slot_room, migration 0015) and clears
-- `is_counted`; until then readers subtract it by its `expire_at` (slot_covers_held), so
-- correctness never waits for a worker, and no read or write sums a slot's past holds.
ALTER TABLE "time_slots" ADD COLUMN "covers_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "is_counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "time_slots" s SET "covers_held" = h.covers
	FROM (SELECT slot_id, sum(covers)::integer AS covers FROM holds WHERE status = 'active' GROUP BY slot_id) h
	WHERE h.slot_id = s.id;--> statement-breakpoint
CREATE FUNCTION "holds_count_covers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_covers integer := 0;
	new_covers integer := 0;
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.status = 'active' AND OLD.is_counted THEN old_covers := OLD.covers; END IF;
	IF TG_OP <> 'DELETE' AND NEW.status = 'active' AND NEW.is_counted THEN new_covers := NEW.covers; END IF;
	IF TG_OP = 'UPDATE' AND OLD.slot_id = NEW.slot_id THEN
		IF new_covers <> old_covers THEN
			UPDATE time_slots SET covers_held = covers_held + new_covers - old_covers WHERE id = NEW.slot_id;
		END IF;
		RETURN NULL;
	END IF;
	IF old_covers <> 0 THEN
		UPDATE time_slots SET covers_held = covers_held - old_covers WHERE id = OLD.slot_id;
	END IF;
	IF new_covers <> 0 THEN
		UPDATE time_slots SET covers_held = covers_held + new_covers WHERE id = NEW.slot_id;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "holds_count_covers" AFTER INSERT OR DELETE OR UPDATE OF slot_id, covers, status, is_counted
	ON "holds" FOR EACH ROW EXECUTE FUNCTION "holds_count_covers"();--> statement-breakpoint
-- Only the holds still in a slot's figure: the lapsed ones among them are found by expire_at.
DROP INDEX "holds_slot_active_idx";--> statement-breakpoint
CREATE INDEX "holds_slot_idx" ON "holds" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "holds_slot_counted_idx" ON "holds" USING btree ("slot_id","expire_at") INCLUDE ("covers")
	WHERE "status" = 'active' AND "is_counted";--> statement-breakpoint
CREATE INDEX "bookings_slot_confirmed_idx" ON "bookings" USING btree ("slot_id") INCLUDE ("covers")
	WHERE "status" = 'confirmed';--> statement-breakpoint
DROP INDEX "bookings_slot_status_idx";--> statement-breakpoint
-- Covers held at a slot at `p_now` by others than `p_except_hold_id`: the slot's figure less its
-- counted holds that lapsed by then and less the visitor's own live hold. Every availability read
-- and every hold write counts through this and slot_covers_left. PL/pgSQL, not SQL, so each
-- session plans their statements once (a SQL function called per row or from PL/pgSQL is planned
-- again on every query).
CREATE FUNCTION "slot_covers_held"(p_slot_id integer, p_covers_held integer, p_now timestamptz, p_except_hold_id text)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
	lapsed integer;
	own integer;
BEGIN
	SELECT coalesce(sum(h.covers), 0)::integer INTO lapsed FROM holds h
		WHERE h.slot_id = p_slot_id AND h.status = 'active' AND h.is_counted AND h.expire_at <= p_now;
	IF p_except_hold_id IS NOT NULL THEN
		-- Found by its key alone, the rest checked on the row.
		SELECT CASE WHEN h.slot_id = p_slot_id AND h.status = 'active' AND h.is_counted AND h.expire_at > p_now
			THEN h.covers END INTO own FROM holds h WHERE h.id = p_except_hold_id;
	END IF;
	RETURN p_covers_held - lapsed - coalesce(own, 0);
END;
$$;--> statement-breakpoint
-- Covers still free at a slot of `p_covers` with `p_held` covers held: less its confirmed bookings.
CREATE FUNCTION "slot_covers_left"(p_slot_id integer, p_covers integer, p_held integer)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
	booked integer;
BEGIN
	SELECT coalesce(sum(b.covers), 0)::integer INTO booked FROM bookings b
		WHERE b.slot_id = p_slot_id AND b.status = 'confirmed';
	RETURN greatest(p_covers - p_held - booked, 0);
END;
$$;
