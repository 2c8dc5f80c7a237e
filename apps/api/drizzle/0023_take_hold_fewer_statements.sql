-- The hold rule of migration 0015 in fewer statements per hold (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md,
-- "Fewer statements per hold"): same arguments, answers, refusals and lock order. take_holds reads
-- each request's arguments once, typed, from the JSON (jsonb_to_recordset) instead of casting every
-- field and building the menu arrays with two subqueries; take_hold locks a new hold's slot by its
-- key in the statement that finds it and counts the visitor's and the address's holds in one
-- statement; slot_room takes the covers held from the locked row once it has taken the lapsed holds
-- out of it (what slot_covers_held would answer there, with one statement instead of three).
CREATE OR REPLACE FUNCTION "slot_room"(p_slot_id integer, p_now timestamptz, p_except_hold_id text, p_party integer,
	OUT covers_left integer, OUT covers_held integer, OUT valid_until timestamptz, OUT has_room boolean)
RETURNS SETOF record LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	locked time_slots%ROWTYPE;
	own integer;
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
	-- No counted hold of the slot has lapsed by p_now any more (taken out just above, under the
	-- lock), so slot_covers_held reduces to the figure less the visitor's own live hold.
	IF p_except_hold_id IS NOT NULL THEN
		SELECT CASE WHEN h.slot_id = p_slot_id AND h.status = 'active' AND h.is_counted AND h.expire_at > p_now
			THEN h.covers END INTO own FROM holds h WHERE h.id = p_except_hold_id;
	END IF;
	covers_held := locked.covers_held - coalesce(own, 0);
	covers_left := slot_covers_left(p_slot_id, locked.covers, covers_held);
	valid_until := locked.valid_until;
	has_room := covers_left >= p_party;
	RETURN NEXT;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "take_hold"(
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
	-- Only a hold of this product can be moved: another product's is left alone and unlocked.
	IF p_move_hold_id IS NOT NULL THEN
		SELECT h.slot_id INTO old_slot FROM holds h WHERE h.id = p_move_hold_id AND h.product_id = p_product_id;
	END IF;
	IF old_slot IS NULL THEN
		-- A new hold: its slot found and locked in one statement (slot_room's lock is then its own).
		SELECT s.id INTO slot FROM time_slots s
			WHERE s.product_id = p_product_id AND s.service_date = p_service_date AND s.time = p_time
			FOR UPDATE;
		IF NOT FOUND THEN
			refusal := 'no_time';
			RETURN;
		END IF;
	ELSE
		SELECT s.id INTO slot FROM time_slots s
			WHERE s.product_id = p_product_id AND s.service_date = p_service_date AND s.time = p_time;
		IF NOT FOUND THEN
			refusal := 'no_time';
			RETURN;
		END IF;
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
	SELECT v.holds, v.covers, a.holds, a.covers INTO visitor_holds, visitor_covers, address_holds, address_covers
		FROM (SELECT count(*)::integer AS holds, coalesce(sum(h.covers), 0)::integer AS covers FROM holds h
				WHERE h.owner_id = p_owner_id AND h.status = 'active' AND h.expire_at > p_now
					AND h.id <> coalesce(moving_id, '')) v,
			(SELECT count(*)::integer AS holds, coalesce(sum(h.covers), 0)::integer AS covers FROM holds h
				WHERE h.client_address = p_client_address AND h.status = 'active' AND h.expire_at > p_now
					AND h.id <> coalesce(moving_id, '')) a;
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
CREATE OR REPLACE FUNCTION "take_holds"(p_requests jsonb)
RETURNS TABLE (
	ord integer, rate_count integer, rate_reset_at timestamptz,
	slot integer, covers_left integer, covers_held integer, valid_until timestamptz,
	refusal text, hold_id text, is_moved boolean
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	r record;
	taken record;
	counts integer[] := '{}';
	resets timestamptz[] := '{}';
	counted record;
BEGIN
	-- First each request's rate_limits row, by key; then the slot rows, by product, day and time:
	-- one lock order for every batch, so two batches cannot deadlock (ADR 0201).
	FOR r IN
		SELECT q.i::integer AS i, q.rate_key, q.now, q.rate_window_ms
			FROM ROWS FROM (jsonb_to_recordset(p_requests) AS (rate_key text, now timestamptz, rate_window_ms integer))
				WITH ORDINALITY AS q(rate_key, now, rate_window_ms, i)
			WHERE q.rate_key IS NOT NULL
			ORDER BY q.rate_key, q.i
	LOOP
		SELECT * INTO counted FROM count_rate_limit(r.rate_key, r.now, r.rate_window_ms, 1);
		counts[r.i] := counted.count;
		resets[r.i] := counted.reset_at;
	END LOOP;
	FOR r IN
		SELECT q.*, q.ordinality::integer AS position
			FROM ROWS FROM (jsonb_to_recordset(p_requests) AS (
				product_id integer, service_date date, "time" time, now timestamptz, hold_id text, covers integer,
				lang text, expire_at timestamptz, owner_id text, client_address text,
				menu_ids integer[], menu_counts integer[], holds_per_visitor integer, covers_per_visitor integer,
				holds_per_address integer, covers_per_address integer, move_hold_id text,
				rate_key text, rate_max integer)) WITH ORDINALITY AS q
			ORDER BY q.product_id, q.service_date, q."time", q.ordinality
	LOOP
		ord := r.position;
		rate_count := counts[r.position];
		rate_reset_at := resets[r.position];
		IF r.rate_key IS NOT NULL AND counts[r.position] > r.rate_max THEN
			-- Past the rate limit: nothing locked, nothing taken.
			slot := NULL; covers_left := NULL; covers_held := NULL; valid_until := NULL;
			refusal := 'rate_limited'; hold_id := NULL; is_moved := false;
			RETURN NEXT;
			CONTINUE;
		END IF;
		SELECT * INTO taken FROM take_hold(r.product_id, r.service_date, r."time", r.now, r.hold_id, r.covers, r.lang,
			r.expire_at, r.owner_id, r.client_address, r.menu_ids, r.menu_counts,
			r.holds_per_visitor, r.covers_per_visitor, r.holds_per_address, r.covers_per_address, r.move_hold_id);
		slot := taken.slot; covers_left := taken.covers_left; covers_held := taken.covers_held;
		valid_until := taken.valid_until; refusal := taken.refusal; hold_id := taken.hold_id;
		is_moved := taken.is_moved;
		RETURN NEXT;
	END LOOP;
END;
$$;
--> statement-breakpoint
-- Room on every page of slots for the new versions of a slot row that its holds write (the trigger
-- holds_count_covers updates the row once per hold), so they stay on the row's page (HOT) and are
-- pruned there instead of adding index entries that every lock of the slot walks until a vacuum.
-- Applies to the pages written from now on: each service day's slots are inserted when first read.
ALTER TABLE "time_slots" SET (fillfactor = 50);
