-- Own cards (ADR 0030). `fantasy_visible_to` is the one definition of who may see a fantasy, which
-- every answer, date and list of own cards asks (apps/api/src/shared/fantasy-visibility.ts): the
-- catalogue (no author) is everyone's; an own card is its author's, and its partner's only while
-- it is shared with them and they are still the author's partner. False for an unknown id.
CREATE FUNCTION "fantasy_visible_to"(p_fantasy_id integer, p_user_id integer)
RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT EXISTS (
		SELECT 1 FROM "fantasies" f
		WHERE f."id" = p_fantasy_id
			AND (f."author_id" IS NULL OR f."author_id" = p_user_id OR (
				f."shared_with_id" = p_user_id
				AND EXISTS (SELECT 1 FROM "users" a WHERE a."id" = f."author_id" AND a."partner_id" = p_user_id))))
$$;
--> statement-breakpoint
-- `like_fantasy` of migration 0018, with own cards: a card the caller may not see raises the very
-- error an unknown id raises (a foreign key violation, which the API answers with 404), so a like
-- is no oracle of another couple's cards; the visibility is checked again under the couple's lock,
-- which unlinking takes too, so a like racing a split never lands on the ex's card; and a match on
-- an own card counts nowhere (the public counters are the catalogue's alone).
CREATE OR REPLACE FUNCTION "like_fantasy"(
	p_user_id integer,
	p_fantasy_id integer,
	p_renotify_after interval,
	p_match_push_pending boolean,
	p_match_topics json,
	p_maybe_match_topics json,
	p_channel text
) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_own_card boolean;
	v_partner_id integer;
	v_saved_match boolean;
	v_inserted boolean;
	v_was_maybe boolean;
	v_is_match boolean;
	v_partner_maybe boolean;
	v_claimed boolean;
BEGIN
	SELECT "author_id" IS NOT NULL INTO v_own_card FROM "fantasies" WHERE "id" = p_fantasy_id;
	IF NOT FOUND OR (v_own_card AND NOT fantasy_visible_to(p_fantasy_id, p_user_id)) THEN
		RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = 'Unknown fantasy.';
	END IF;

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
	-- An own card's sharing ends with the couple, which unlinking changes under the same lock.
	IF v_own_card AND NOT fantasy_visible_to(p_fantasy_id, p_user_id) THEN
		RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = 'Unknown fantasy.';
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
		-- Counters count mutual likes only, two per matched couple (ADR 0009), of the catalogue only.
		IF NOT v_own_card THEN
			INSERT INTO "fantasy_stats" ("fantasy_id", "like_count") VALUES (p_fantasy_id, 2)
			ON CONFLICT ("fantasy_id") DO UPDATE SET "like_count" = greatest("fantasy_stats"."like_count" + 2, 0);
		END IF;
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
