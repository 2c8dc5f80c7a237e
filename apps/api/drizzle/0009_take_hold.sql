-- A new hold in one round trip (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md): the hold rate-limit
-- count (when the rate-limit store is the database), the slot row locked FOR UPDATE, then the
-- covers held and booked at the slot and the visitor's and address's active holds counted, and the
-- hold with its menu lines inserted only when the party fits and the limits of ADR 0205 allow it.
-- Under READ COMMITTED each statement of this volatile function takes a new snapshot, so the counts,
-- read in statements after the lock was granted, include the holds committed by whoever held the
-- lock before (ADR 0201). When nothing was inserted the returned counts say why.
CREATE FUNCTION "take_hold"(
	p_product_id integer, p_service_date date, p_time time, p_now timestamptz,
	p_hold_id text, p_covers integer, p_lang text, p_expire_at timestamptz,
	p_owner_id text, p_client_address text, p_menu_ids integer[], p_menu_counts integer[],
	p_holds_per_visitor integer, p_covers_per_visitor integer,
	p_holds_per_address integer, p_covers_per_address integer,
	p_rate_key text, p_rate_window_ms integer, p_rate_max integer,
	OUT rate_count integer, OUT rate_reset_at timestamptz,
	OUT slot integer, OUT slot_covers integer, OUT slot_valid_until timestamptz,
	OUT covers_held integer, OUT covers_booked integer,
	OUT visitor_holds integer, OUT visitor_covers integer,
	OUT address_holds integer, OUT address_covers integer, OUT is_inserted boolean
) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	is_inserted := false;
	-- The rate limit first (p_rate_key null: counted elsewhere); past it nothing is locked.
	IF p_rate_key IS NOT NULL THEN
		INSERT INTO rate_limits AS r (key, count, reset_at)
		VALUES (p_rate_key, 1, p_now + p_rate_window_ms * interval '1 millisecond')
		ON CONFLICT (key) DO UPDATE SET
			count = CASE WHEN r.reset_at <= p_now THEN 1 ELSE r.count + 1 END,
			reset_at = CASE WHEN r.reset_at <= p_now THEN excluded.reset_at ELSE r.reset_at END
		RETURNING r.count, r.reset_at INTO rate_count, rate_reset_at;
		IF rate_count > p_rate_max THEN
			RETURN;
		END IF;
	END IF;
	SELECT s.id, s.covers, s.valid_until INTO slot, slot_covers, slot_valid_until
		FROM time_slots s
		WHERE s.product_id = p_product_id AND s.service_date = p_service_date AND s.time = p_time
		FOR UPDATE;
	IF NOT FOUND OR slot_valid_until < p_now THEN
		RETURN;
	END IF;
	-- Statements after the lock: their snapshots see every hold committed before it was granted.
	SELECT coalesce(sum(h.covers), 0)::integer INTO covers_held FROM holds h
		WHERE h.slot_id = slot AND h.status = 'active' AND h.expire_at > p_now;
	SELECT coalesce(sum(b.covers), 0)::integer INTO covers_booked FROM bookings b
		WHERE b.slot_id = slot AND b.status = 'confirmed';
	SELECT count(*)::integer, coalesce(sum(h.covers), 0)::integer INTO visitor_holds, visitor_covers FROM holds h
		WHERE h.owner_id = p_owner_id AND h.status = 'active' AND h.expire_at > p_now;
	SELECT count(*)::integer, coalesce(sum(h.covers), 0)::integer INTO address_holds, address_covers FROM holds h
		WHERE h.client_address = p_client_address AND h.status = 'active' AND h.expire_at > p_now;
	IF slot_covers - covers_held - covers_booked < p_covers
		OR visitor_holds + 1 > p_holds_per_visitor OR visitor_covers + p_covers > p_covers_per_visitor
		OR address_holds + 1 > p_holds_per_address OR address_covers + p_covers > p_covers_per_address THEN
		RETURN;
	END IF;
	INSERT INTO holds (id, product_id, slot_id, covers, lang, expire_at, owner_id, client_address, created_at, updated_at)
		VALUES (p_hold_id, p_product_id, slot, p_covers, p_lang, p_expire_at, p_owner_id, p_client_address, p_now, p_now);
	INSERT INTO hold_menus (hold_id, menu_id, count)
		SELECT p_hold_id, line.menu_id, line.count FROM unnest(p_menu_ids, p_menu_counts) AS line(menu_id, count);
	is_inserted := true;
END;
$$;
