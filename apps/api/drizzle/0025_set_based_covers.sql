-- The covers rule of migration 0014 for many slots in one pass (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md,
-- "Covers for a set of slots"). Same rule, same figures: a slot's covers held are its figure
-- (`time_slots.covers_held`) less its counted holds that lapsed by `now` and less the visitor's own
-- live hold; its covers left are its capacity less those held and its confirmed bookings, at
-- least 0. Before, readers called slot_covers_held and slot_covers_left once per slot row, each a
-- PL/pgSQL call running its own sub-SELECTs: the listing paid that for every slot of a city's
-- places on each render. Now the two sums are SQL set functions over an array of slot ids, which
-- the planner inlines into the calling statement and runs as one index scan each (`slot_id = ANY`),
-- grouped by slot; slot_covers answers every figure of a set of slots, and the scalar functions
-- keep their signatures (take_hold, slot_room and the console still call them) over the same sums.

-- The covers to take off the figures of `p_slot_ids`: counted holds that lapsed by `p_now`, and the
-- hold `p_except_hold_id` while it is live (the visitor's own). Slots with nothing to take off
-- have no row. Not STRICT, so that it can be inlined.
CREATE FUNCTION "slot_covers_lapsed_or_own"(p_slot_ids integer[], p_now timestamptz, p_except_hold_id text)
RETURNS TABLE (slot_id integer, covers integer) LANGUAGE sql STABLE AS $$
	SELECT off.slot_id, sum(off.covers)::integer
	FROM (
		SELECT h.slot_id, h.covers FROM holds h
			WHERE h.slot_id = ANY (p_slot_ids) AND h.status = 'active' AND h.is_counted AND h.expire_at <= p_now
		UNION ALL
		SELECT h.slot_id, h.covers FROM holds h
			WHERE h.id = p_except_hold_id AND h.slot_id = ANY (p_slot_ids) AND h.status = 'active' AND h.is_counted
				AND h.expire_at > p_now
	) off
	GROUP BY off.slot_id
$$;--> statement-breakpoint
-- The covers of the confirmed bookings of `p_slot_ids`. Slots with none have no row.
CREATE FUNCTION "slot_covers_booked"(p_slot_ids integer[])
RETURNS TABLE (slot_id integer, covers integer) LANGUAGE sql STABLE AS $$
	SELECT b.slot_id, sum(b.covers)::integer FROM bookings b
		WHERE b.slot_id = ANY (p_slot_ids) AND b.status = 'confirmed'
		GROUP BY b.slot_id
$$;--> statement-breakpoint
-- Every figure of the slots `p_slot_ids` at `p_now`, leaving out the live hold `p_except_hold_id`:
-- one row per slot that exists. Inlined when its arguments are plain values; a caller that passes
-- `array(select …)` gets it run once for the whole set.
CREATE FUNCTION "slot_covers"(p_slot_ids integer[], p_now timestamptz, p_except_hold_id text)
RETURNS TABLE (slot_id integer, covers_held integer, covers_booked integer, covers_left integer)
LANGUAGE sql STABLE ROWS 50 AS $$
	SELECT s.id, held.covers, coalesce(booked.covers, 0), greatest(s.covers - held.covers - coalesce(booked.covers, 0), 0)
	FROM time_slots s
		LEFT JOIN slot_covers_lapsed_or_own(p_slot_ids, p_now, p_except_hold_id) off ON off.slot_id = s.id
		LEFT JOIN slot_covers_booked(p_slot_ids) booked ON booked.slot_id = s.id
		CROSS JOIN LATERAL (SELECT s.covers_held - coalesce(off.covers, 0) AS covers) held
	WHERE s.id = ANY (p_slot_ids)
$$;--> statement-breakpoint
-- The scalar forms, same signatures and answers as migration 0014's, over the same sums: one
-- statement each. PL/pgSQL, so each session plans that statement once (and the sums are inlined
-- into it).
CREATE OR REPLACE FUNCTION "slot_covers_held"(p_slot_id integer, p_covers_held integer, p_now timestamptz, p_except_hold_id text)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN p_covers_held - coalesce(
		(SELECT off.covers FROM slot_covers_lapsed_or_own(ARRAY[p_slot_id], p_now, p_except_hold_id) off), 0);
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "slot_covers_left"(p_slot_id integer, p_covers integer, p_held integer)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN greatest(p_covers - p_held - coalesce((SELECT b.covers FROM slot_covers_booked(ARRAY[p_slot_id]) b), 0), 0);
END;
$$;
