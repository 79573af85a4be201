-- A like in one round trip (ADR 0010): what likes-repository.ts did in up to eleven statements
-- (the saved-like check, BEGIN, the couple's lock, the insert, the counter, the notice, the two
-- notifications, the change message, COMMIT), one after another, as one function call. A
-- VOLATILE function takes a new snapshot for each statement in it, so after the lock it sees the
-- partner's like committed meanwhile, exactly as the separate statements did. The rules that are
-- not SQL (the renotify delay, whether a match is pushed, the stream topics, the channel) come in
-- as arguments from the TypeScript that owns them. Answers 'like' or 'match'.
CREATE FUNCTION "like_fantasy"(
	p_user_id integer,
	p_fantasy_id integer,
	p_renotify_after interval,
	p_match_push_pending boolean,
	p_match_topics json,
	p_maybe_match_topics json,
	p_channel text
) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_partner_id integer;
	v_saved_match boolean;
	v_inserted boolean;
	v_was_maybe boolean;
	v_is_match boolean;
	v_partner_maybe boolean;
	v_claimed boolean;
BEGIN
	-- A like saved before changes nothing: its state, without the couple's lock.
	SELECT partner_likes.fantasy_id IS NOT NULL INTO v_saved_match
	FROM "likes"
	JOIN "users" ON "users"."id" = "likes"."user_id"
	LEFT JOIN "likes" partner_likes
		ON partner_likes.user_id = "users"."partner_id" AND partner_likes.fantasy_id = "likes"."fantasy_id"
	WHERE "likes"."user_id" = p_user_id AND "likes"."fantasy_id" = p_fantasy_id;
	IF FOUND THEN
		RETURN CASE WHEN v_saved_match THEN 'match' ELSE 'like' END;
	END IF;

	-- The couple's rows in id order, so the partners' likes of one fantasy are decided one after the
	-- other; then the partner as it is under the lock (locked too if it changed meanwhile).
	PERFORM 1 FROM "users"
	WHERE "id" IN (p_user_id, (SELECT "partner_id" FROM "users" WHERE "id" = p_user_id))
	ORDER BY "id" FOR UPDATE;
	SELECT "partner_id" INTO v_partner_id FROM "users" WHERE "id" = p_user_id;
	IF v_partner_id IS NOT NULL THEN
		PERFORM 1 FROM "users" WHERE "id" = v_partner_id FOR UPDATE;
	END IF;

	-- The like, the user's maybe of it dropped (one answer per person), and the partner's answer.
	WITH inserted AS (
		INSERT INTO "likes" ("user_id", "fantasy_id") VALUES (p_user_id, p_fantasy_id)
		ON CONFLICT DO NOTHING RETURNING 1
	), dropped_maybe AS (
		DELETE FROM "maybes" WHERE "user_id" = p_user_id AND "fantasy_id" = p_fantasy_id RETURNING 1
	)
	SELECT
		EXISTS (SELECT 1 FROM inserted),
		EXISTS (SELECT 1 FROM dropped_maybe),
		EXISTS (SELECT 1 FROM "likes" WHERE "user_id" = v_partner_id AND "fantasy_id" = p_fantasy_id),
		EXISTS (SELECT 1 FROM "maybes" WHERE "user_id" = v_partner_id AND "fantasy_id" = p_fantasy_id)
	INTO v_inserted, v_was_maybe, v_is_match, v_partner_maybe;

	IF v_inserted AND v_is_match THEN
		-- Counters count mutual likes only, two per matched couple (ADR 0009).
		INSERT INTO "fantasy_stats" ("fantasy_id", "like_count") VALUES (p_fantasy_id, 2)
		ON CONFLICT ("fantasy_id") DO UPDATE SET "like_count" = greatest("fantasy_stats"."like_count" + 2, 0);
		-- Notified the first time, or when the match had stayed undone for the renotify delay.
		INSERT INTO "match_notices" ("first_user_id", "second_user_id", "fantasy_id")
		VALUES (least(p_user_id, v_partner_id), greatest(p_user_id, v_partner_id), p_fantasy_id)
		ON CONFLICT ("first_user_id", "second_user_id", "fantasy_id") DO UPDATE
			SET "notified_at" = now(), "undone_at" = NULL
			WHERE coalesce("match_notices"."undone_at", "match_notices"."notified_at") <= now() - p_renotify_after
		RETURNING true INTO v_claimed;
		IF v_claimed THEN
			-- The same news to both partners, each naming the other.
			INSERT INTO "notifications" ("user_id", "kind", "fantasy_id", "actor_user_id", "push_pending")
			VALUES
				(p_user_id, 'match', p_fantasy_id, v_partner_id, p_match_push_pending),
				(v_partner_id, 'match', p_fantasy_id, p_user_id, p_match_push_pending);
			PERFORM pg_notify(p_channel, json_build_object(
				'users', json_build_array(p_user_id, v_partner_id), 'topics', p_match_topics)::text);
		END IF;
	END IF;

	-- A like where there was no answer, against the partner's maybe: a new maybe-match for both.
	IF v_inserted AND NOT v_was_maybe AND v_partner_maybe THEN
		PERFORM pg_notify(p_channel, json_build_object(
			'users', json_build_array(p_user_id, v_partner_id), 'topics', p_maybe_match_topics)::text);
	END IF;

	RETURN CASE WHEN v_is_match THEN 'match' ELSE 'like' END;
END;
$$;
