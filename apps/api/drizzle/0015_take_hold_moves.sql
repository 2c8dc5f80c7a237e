-- The hold rule in one place (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md): take_hold takes a
-- new hold or moves one, with the covers-left check, the hold limits of ADR 0205 and the order of
-- refusals; slot_room is the same count for the other writers (a lapsed hold taken up again, a
-- confirmation); count_rate_limit is the rate-limit window of the `rate_limits` table, for
-- take_holds and for services/rate-limit.ts alike. Replaces take_hold and take_holds of
-- migrations 0009 and 0010, whose rate-limit branch of take_hold was never run.
DROP FUNCTION "take_holds"(jsonb);--> statement-breakpoint
DROP FUNCTION "take_hold"(integer, date, time, timestamptz, text, integer, text, timestamptz, text, text,
	integer[], integer[], integer, integer, integer, integer, text, integer, integer);--> statement-breakpoint
-- Adds `p_by` to the count of `p_key`'s fixed window, starting a new window of `p_window_ms` when
-- the old one has passed; one upsert, so concurrent callers on any process count exactly.
CREATE FUNCTION "count_rate_limit"(p_key text, p_now timestamptz, p_window_ms integer, p_by integer,
	OUT count integer, OUT reset_at timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	INSERT INTO rate_limits AS r (key, count, reset_at)
	VALUES (p_key, p_by, p_now + p_window_ms * interval '1 millisecond')
	ON CONFLICT (key) DO UPDATE SET
		count = CASE WHEN r.reset_at <= p_now THEN p_by ELSE r.count + p_by END,
		reset_at = CASE WHEN r.reset_at <= p_now THEN excluded.reset_at ELSE r.reset_at END
	RETURNING r.count, r.reset_at INTO count_rate_limit.count, count_rate_limit.reset_at;
END;
$$;--> statement-breakpoint
-- Locks the slot row FOR UPDATE, takes the holds that lapsed out of its figure (under the lock, so
-- correctness never waits for a worker) and answers what is left for a party of `p_party`, leaving
-- out `p_except_hold_id` (the visitor's own hold). Every change to a slot's holds or bookings takes
-- this lock first, so the answer cannot change until the transaction ends (ADR 0201). No row: no slot.
CREATE FUNCTION "slot_room"(p_slot_id integer, p_now timestamptz, p_except_hold_id text, p_party integer,
	OUT covers_left integer, OUT covers_held integer, OUT valid_until timestamptz, OUT has_room boolean)
RETURNS SETOF record LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	locked time_slots%ROWTYPE;
BEGIN
	SELECT * INTO locked FROM time_slots s WHERE s.id = p_slot_id FOR UPDATE;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	UPDATE holds h SET is_counted = false
		WHERE h.slot_id = p_slot_id AND h.status = 'active' AND h.is_counted AND h.expire_at <= p_now;
	IF FOUND THEN
		SELECT s.covers_held INTO locked.covers_held FROM time_slots s WHERE s.id = p_slot_id;
	END IF;
	covers_held := slot_covers_held(p_slot_id, locked.covers_held, p_now, p_except_hold_id);
	covers_left := slot_covers_left(p_slot_id, locked.covers, covers_held);
	valid_until := locked.valid_until;
	has_room := covers_left >= p_party;
	RETURN NEXT;
END;
$$;--> statement-breakpoint
-- A new hold, or the visitor's hold `p_move_hold_id` moved, in the caller's transaction. Refusals,
-- in this order: 'no_time' (no such slot), 'conflict' (the hold was moved meanwhile), 'no_table'
-- (the slot has passed or the party does not fit; covers_left, covers_held and valid_until say
-- which, by the domain's getSlotStatusForParty), 'hold_limit' (ADR 0205). A hold to move that is
-- gone, lapsed, another product's or another visitor's is not reused: a new hold `p_hold_id` is
-- taken, counted against every hold at the slot. A move locks the hold's old slot with the new one,
-- in the order take_holds locks slots, then the hold (the lock order of every hold write).
CREATE FUNCTION "take_hold"(
	p_product_id integer, p_service_date date, p_time time, p_now timestamptz,
	p_hold_id text, p_covers integer, p_lang text, p_expire_at timestamptz,
	p_owner_id text, p_client_address text, p_menu_ids integer[], p_menu_counts integer[],
	p_holds_per_visitor integer, p_covers_per_visitor integer,
	p_holds_per_address integer, p_covers_per_address integer, p_move_hold_id text,
	OUT slot integer, OUT covers_left integer, OUT covers_held integer, OUT valid_until timestamptz,
	OUT refusal text, OUT hold_id text, OUT is_moved boolean
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	old_slot integer;
	moving holds%ROWTYPE;
	moving_id text;
	has_room boolean;
	visitor_holds integer;
	visitor_covers integer;
	address_holds integer;
	address_covers integer;
BEGIN
	is_moved := false;
	SELECT s.id INTO slot FROM time_slots s
		WHERE s.product_id = p_product_id AND s.service_date = p_service_date AND s.time = p_time;
	IF NOT FOUND THEN
		refusal := 'no_time';
		RETURN;
	END IF;
	-- Only a hold of this product can be moved: another product's is left alone and unlocked.
	IF p_move_hold_id IS NOT NULL THEN
		SELECT h.slot_id INTO old_slot FROM holds h WHERE h.id = p_move_hold_id AND h.product_id = p_product_id;
	END IF;
	IF old_slot IS NOT NULL THEN
		PERFORM 1 FROM time_slots s WHERE s.id IN (slot, old_slot)
			ORDER BY s.product_id, s.service_date, s.time FOR UPDATE;
		SELECT * INTO moving FROM holds h WHERE h.id = p_move_hold_id FOR UPDATE;
		IF FOUND AND moving.product_id = p_product_id AND moving.owner_id <> '' AND moving.owner_id = p_owner_id
			AND moving.status = 'active' AND moving.expire_at > p_now THEN
			IF moving.slot_id IS DISTINCT FROM old_slot THEN
				refusal := 'conflict';
				RETURN;
			END IF;
			moving_id := moving.id;
		END IF;
	END IF;
	SELECT r.covers_left, r.covers_held, r.valid_until, r.has_room INTO covers_left, covers_held, valid_until, has_room
		FROM slot_room(slot, p_now, moving_id, p_covers) r;
	IF valid_until IS NULL THEN
		refusal := 'no_time';
		RETURN;
	END IF;
	IF valid_until < p_now OR NOT has_room THEN
		refusal := 'no_table';
		RETURN;
	END IF;
	SELECT count(*)::integer, coalesce(sum(h.covers), 0)::integer INTO visitor_holds, visitor_covers FROM holds h
		WHERE h.owner_id = p_owner_id AND h.status = 'active' AND h.expire_at > p_now
			AND h.id <> coalesce(moving_id, '');
	SELECT count(*)::integer, coalesce(sum(h.covers), 0)::integer INTO address_holds, address_covers FROM holds h
		WHERE h.client_address = p_client_address AND h.status = 'active' AND h.expire_at > p_now
			AND h.id <> coalesce(moving_id, '');
	IF visitor_holds + 1 > p_holds_per_visitor OR visitor_covers + p_covers > p_covers_per_visitor
		OR address_holds + 1 > p_holds_per_address OR address_covers + p_covers > p_covers_per_address THEN
		refusal := 'hold_limit';
		RETURN;
	END IF;
	IF moving_id IS NULL THEN
		hold_id := p_hold_id;
		INSERT INTO holds (id, product_id, slot_id, covers, lang, expire_at, owner_id, client_address, created_at, updated_at)
			VALUES (p_hold_id, p_product_id, slot, p_covers, p_lang, p_expire_at, p_owner_id, p_client_address, p_now, p_now);
	ELSE
		-- A move keeps the hold's expiry: its 15 minutes run from creation (ADR 0205).
		hold_id := moving_id;
		is_moved := true;
		UPDATE holds SET slot_id = slot, covers = p_covers, lang = p_lang, updated_at = p_now WHERE id = moving_id;
		DELETE FROM hold_menus WHERE hold_menus.hold_id = moving_id;
	END IF;
	INSERT INTO hold_menus (hold_id, menu_id, count)
		SELECT take_hold.hold_id, line.menu_id, line.count FROM unnest(p_menu_ids, p_menu_counts) AS line(menu_id, count);
END;
$$;--> statement-breakpoint
-- Holds taken in batches, one transaction and one commit for all (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md).
-- p_requests is a JSON array of take_hold's arguments by name, with rate_key, rate_window_ms and
-- rate_max for the hold rate limit (rate_key null: counted elsewhere); the answer has one row per
-- request, `ord` its position in the array (from 1). Rows are locked in one order for every batch,
-- so two batches cannot deadlock: first each request's rate_limits row (by key), then the slot rows
-- (by product, day and time). Past the rate limit a request locks no slot and gets refusal
-- 'rate_limited'. Requests of one batch see each other's holds: each take_hold starts after the last.
CREATE FUNCTION "take_holds"(p_requests jsonb)
RETURNS TABLE (
	ord integer, rate_count integer, rate_reset_at timestamptz,
	slot integer, covers_left integer, covers_held integer, valid_until timestamptz,
	refusal text, hold_id text, is_moved boolean
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	request record;
	counts integer[] := '{}';
	resets timestamptz[] := '{}';
	counted record;
BEGIN
	FOR request IN
		SELECT e.value AS r, e.ordinality::integer AS i
			FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS e
			WHERE e.value->>'rate_key' IS NOT NULL
			ORDER BY e.value->>'rate_key', e.ordinality
	LOOP
		SELECT * INTO counted FROM count_rate_limit(request.r->>'rate_key', (request.r->>'now')::timestamptz,
			(request.r->>'rate_window_ms')::integer, 1);
		counts[request.i] := counted.count;
		resets[request.i] := counted.reset_at;
	END LOOP;
	FOR request IN
		SELECT e.value AS r, e.ordinality::integer AS i
			FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS e
			ORDER BY (e.value->>'product_id')::integer, (e.value->>'service_date')::date,
				(e.value->>'time')::time, e.ordinality
	LOOP
		IF request.r->>'rate_key' IS NOT NULL AND counts[request.i] > (request.r->>'rate_max')::integer THEN
			RETURN QUERY SELECT request.i, counts[request.i], resets[request.i],
				NULL::integer, NULL::integer, NULL::integer, NULL::timestamptz, 'rate_limited'::text, NULL::text, false;
			CONTINUE;
		END IF;
		RETURN QUERY SELECT request.i, counts[request.i], resets[request.i],
				t.slot, t.covers_left, t.covers_held, t.valid_until, t.refusal, t.hold_id, t.is_moved
			FROM take_hold((request.r->>'product_id')::integer, (request.r->>'service_date')::date,
				(request.r->>'time')::time, (request.r->>'now')::timestamptz, request.r->>'hold_id',
				(request.r->>'covers')::integer, request.r->>'lang', (request.r->>'expire_at')::timestamptz,
				request.r->>'owner_id', request.r->>'client_address',
				ARRAY(SELECT jsonb_array_elements_text(request.r->'menu_ids')::integer),
				ARRAY(SELECT jsonb_array_elements_text(request.r->'menu_counts')::integer),
				(request.r->>'holds_per_visitor')::integer, (request.r->>'covers_per_visitor')::integer,
				(request.r->>'holds_per_address')::integer, (request.r->>'covers_per_address')::integer,
				request.r->>'move_hold_id') AS t;
	END LOOP;
END;
$$;
