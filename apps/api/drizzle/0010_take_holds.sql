-- New holds taken in batches, one transaction and one commit for all (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md).
-- p_requests is a JSON array of take_hold's arguments by name; the answer has one row per request,
-- `ord` its position in the array (from 1). Rows are locked in one order for every batch, so two
-- batches cannot deadlock: first each request's rate_limits row (by key), then the slot rows (by
-- product, day and time), which take_hold locks FOR UPDATE and counts after the lock (ADR 0201).
-- Requests of one batch see each other's holds: each take_hold statement starts after the last.
CREATE FUNCTION "take_holds"(p_requests jsonb)
RETURNS TABLE (
	ord integer, rate_count integer, rate_reset_at timestamptz,
	slot integer, slot_covers integer, slot_valid_until timestamptz,
	covers_held integer, covers_booked integer, is_inserted boolean
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	request record;
	counts integer[] := '{}';
	resets timestamptz[] := '{}';
	counted integer;
	counted_reset_at timestamptz;
BEGIN
	FOR request IN
		SELECT e.value AS r, e.ordinality::integer AS i
			FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS e
			WHERE e.value->>'rate_key' IS NOT NULL
			ORDER BY e.value->>'rate_key', e.ordinality
	LOOP
		INSERT INTO rate_limits AS l (key, count, reset_at)
		VALUES (request.r->>'rate_key', 1,
			(request.r->>'now')::timestamptz + (request.r->>'rate_window_ms')::integer * interval '1 millisecond')
		ON CONFLICT (key) DO UPDATE SET
			count = CASE WHEN l.reset_at <= (request.r->>'now')::timestamptz THEN 1 ELSE l.count + 1 END,
			reset_at = CASE WHEN l.reset_at <= (request.r->>'now')::timestamptz THEN excluded.reset_at ELSE l.reset_at END
		RETURNING l.count, l.reset_at INTO counted, counted_reset_at;
		counts[request.i] := counted;
		resets[request.i] := counted_reset_at;
	END LOOP;
	FOR request IN
		SELECT e.value AS r, e.ordinality::integer AS i
			FROM jsonb_array_elements(p_requests) WITH ORDINALITY AS e
			ORDER BY (e.value->>'product_id')::integer, (e.value->>'service_date')::date,
				(e.value->>'time')::time, e.ordinality
	LOOP
		IF request.r->>'rate_key' IS NOT NULL AND counts[request.i] > (request.r->>'rate_max')::integer THEN
			-- Past the rate limit: nothing locked, nothing inserted (as take_hold alone).
			RETURN QUERY SELECT request.i, counts[request.i], resets[request.i],
				NULL::integer, NULL::integer, NULL::timestamptz, NULL::integer, NULL::integer, false;
			CONTINUE;
		END IF;
		RETURN QUERY SELECT request.i, counts[request.i], resets[request.i],
				t.slot, t.slot_covers, t.slot_valid_until, t.covers_held, t.covers_booked, t.is_inserted
			FROM take_hold((request.r->>'product_id')::integer, (request.r->>'service_date')::date,
				(request.r->>'time')::time, (request.r->>'now')::timestamptz, request.r->>'hold_id',
				(request.r->>'covers')::integer, request.r->>'lang', (request.r->>'expire_at')::timestamptz,
				request.r->>'owner_id', request.r->>'client_address',
				ARRAY(SELECT jsonb_array_elements_text(request.r->'menu_ids')::integer),
				ARRAY(SELECT jsonb_array_elements_text(request.r->'menu_counts')::integer),
				(request.r->>'holds_per_visitor')::integer, (request.r->>'covers_per_visitor')::integer,
				(request.r->>'holds_per_address')::integer, (request.r->>'covers_per_address')::integer,
				NULL, 0, 0) AS t;
	END LOOP;
END;
$$;
