-- The answer rules in one place (ADR 0033): every answer a person gives a fantasy (like, dislike,
-- maybe and its removal, pass and its removal) is one of these functions, called by one statement
-- that also checks the token, so each answer is one round trip. Before, `like_fantasy` (0018, 0021)
-- held the like's rules while dislike, maybe and the couple's lock were TypeScript, several round
-- trips each. Every function is VOLATILE: each statement in it takes a new snapshot, so after the
-- couple's lock it sees what the partner committed meanwhile, as separate statements did. The rules
-- that are not SQL (the renotify delay, whether a match is pushed, the stream topics, the channel)
-- still come in as arguments from the TypeScript that owns them.

-- Raises what an unknown fantasy raises (a foreign key violation, answered 404) unless the user may
-- see the fantasy (ADR 0030), so no answer is an oracle of another couple's cards. Whether it is an
-- own card, which the answers check again under the couple's lock.
CREATE FUNCTION "answerable_own_card"(p_fantasy_id integer, p_user_id integer)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_own_card boolean;
BEGIN
	SELECT "author_id" IS NOT NULL INTO v_own_card FROM "fantasies" WHERE "id" = p_fantasy_id;
	IF NOT FOUND OR (v_own_card AND NOT fantasy_visible_to(p_fantasy_id, p_user_id)) THEN
		RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = 'Unknown fantasy.';
	END IF;
	RETURN v_own_card;
END;
$$;
--> statement-breakpoint
-- The couple's rows in id order, so that two answers of one couple are decided one after the other
-- (ADR 0010); linking and unlinking lock the same rows in the same order. `FOR NO KEY UPDATE`: it
-- excludes another answer of the couple and every change of `partner_id` (linking and unlinking
-- lock `FOR UPDATE`), but not the foreign-key checks of rows that merely name the person, which
-- `FOR UPDATE` would make wait too. Answers the partner as it is under the lock, locked too if it
-- changed meanwhile.
CREATE FUNCTION "lock_couple"(p_user_id integer)
RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_partner_id integer;
BEGIN
	PERFORM 1 FROM "users"
	WHERE "id" IN (p_user_id, (SELECT "partner_id" FROM "users" WHERE "id" = p_user_id))
	ORDER BY "id" FOR NO KEY UPDATE;
	SELECT "partner_id" INTO v_partner_id FROM "users" WHERE "id" = p_user_id;
	IF v_partner_id IS NOT NULL THEN
		PERFORM 1 FROM "users" WHERE "id" = v_partner_id FOR NO KEY UPDATE;
	END IF;
	RETURN v_partner_id;
END;
$$;
--> statement-breakpoint
-- The mutual-like counter (ADR 0009): it moves by two when a couple's match forms or is undone, never
-- with a one-sided like, and only for the catalogue (own cards are counted nowhere, ADR 0030). One
-- row per fantasy, whose lock is held until the answer commits: the answers move it last. Matches of
-- one fantasy at once commit one after another on it; ADR 0033 measures that and why it stays.
CREATE FUNCTION "count_mutual_like"(p_fantasy_id integer, p_delta integer)
RETURNS void LANGUAGE sql VOLATILE AS $$
	INSERT INTO "fantasy_stats" ("fantasy_id", "like_count")
	SELECT "id", greatest(p_delta, 0) FROM "fantasies" WHERE "id" = p_fantasy_id AND "author_id" IS NULL
	ON CONFLICT ("fantasy_id") DO UPDATE SET "like_count" = greatest("fantasy_stats"."like_count" + p_delta, 0);
$$;
--> statement-breakpoint
-- A couple linking (+1) or unlinking (-1): their common likes become matches or stop being ones,
-- and the counter follows, in fantasy order.
CREATE FUNCTION "count_couple_matches"(p_user_id integer, p_partner_id integer, p_sign integer)
RETURNS void LANGUAGE sql VOLATILE AS $$
	INSERT INTO "fantasy_stats" ("fantasy_id", "like_count")
	SELECT mine."fantasy_id", greatest(2 * p_sign, 0)
	FROM "likes" mine
	JOIN "likes" theirs ON theirs."fantasy_id" = mine."fantasy_id" AND theirs."user_id" = p_partner_id
	JOIN "fantasies" f ON f."id" = mine."fantasy_id" AND f."author_id" IS NULL
	WHERE mine."user_id" = p_user_id
	ORDER BY mine."fantasy_id"
	ON CONFLICT ("fantasy_id") DO UPDATE SET "like_count" = greatest("fantasy_stats"."like_count" + 2 * p_sign, 0);
$$;
--> statement-breakpoint
-- Tells both partners' open apps to refetch `p_topics` (the stream, ADR 0010): a NOTIFY on the
-- channel, sent when the answer commits. Only a new match or maybe-match is told, never a one-sided
-- answer: even the timing of a refresh would tell the partner that the other answered.
CREATE FUNCTION "tell_couple"(p_channel text, p_user_id integer, p_partner_id integer, p_topics json)
RETURNS void LANGUAGE sql VOLATILE AS $$
	SELECT pg_notify(p_channel, json_build_object(
		'users', json_build_array(p_user_id, p_partner_id), 'topics', p_topics)::text);
$$;
--> statement-breakpoint
-- Removes the user's like, under the couple's lock: a match it made is undone, with its counter, and
-- the couple's notice records when (a match redone soon after is not notified again). Whether
-- there was a like to remove.
CREATE FUNCTION "remove_like"(p_user_id integer, p_partner_id integer, p_fantasy_id integer)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_removed boolean;
	v_unmatched boolean;
BEGIN
	WITH removed AS (
		DELETE FROM "likes" WHERE "user_id" = p_user_id AND "fantasy_id" = p_fantasy_id RETURNING 1
	)
	SELECT
		EXISTS (SELECT 1 FROM removed),
		EXISTS (SELECT 1 FROM removed)
			AND EXISTS (SELECT 1 FROM "likes" WHERE "user_id" = p_partner_id AND "fantasy_id" = p_fantasy_id)
	INTO v_removed, v_unmatched;
	IF v_unmatched THEN
		UPDATE "match_notices" SET "undone_at" = now()
		WHERE "first_user_id" = least(p_user_id, p_partner_id)
			AND "second_user_id" = greatest(p_user_id, p_partner_id)
			AND "fantasy_id" = p_fantasy_id;
		PERFORM count_mutual_like(p_fantasy_id, -2);
	END IF;
	RETURN v_removed;
END;
$$;
--> statement-breakpoint
-- Consent to process answers about fantasies (ADR 0035): the consent in force on the person's row
-- names the current version of its text (the API passes it, `INTIMATE_CONSENT_VERSION`); without it
-- an answer raises Duet's own SQLSTATE DU403, which the API answers `403 consent_required`, having
-- written nothing. A like and a maybe ask first without a lock (a saved answer answers its state at
-- once) and again under the couple's lock; a pass takes a share lock on the person's row; the deep
-- id asks under its row lock, only when it is being filled. A withdrawal locks that row for update
-- before it erases the answers, so an answer racing a withdrawal either waits and is erased with the
-- rest, or sees the withdrawal and is refused: no answer outlives it.
CREATE FUNCTION "require_intimate_consent"(p_user_id integer, p_version text)
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	IF NOT EXISTS (
		SELECT 1 FROM "users" WHERE "id" = p_user_id AND "intimate_answers_consent_version" = p_version
	) THEN
		RAISE EXCEPTION USING ERRCODE = 'DU403', MESSAGE = 'Consent to process answers is required.';
	END IF;
END;
$$;
--> statement-breakpoint
-- `like_fantasy` of migrations 0018 and 0021, on the shared pieces above; its rules are unchanged
-- but for the consent it now needs:
-- a saved like answers its state without the lock; otherwise the couple's lock, the like (the
-- user's maybe of it dropped), and on a new match the counter, the notice (once, until the match
-- stays undone for the renotify delay), both notifications and the stream message; a like against
-- the partner's maybe where there was no answer is a new maybe-match, told to the stream.
DROP FUNCTION "like_fantasy"(integer, integer, interval, boolean, json, json, text);
--> statement-breakpoint
CREATE FUNCTION "like_fantasy"(
	p_user_id integer,
	p_fantasy_id integer,
	p_renotify_after interval,
	p_match_push_pending boolean,
	p_match_topics json,
	p_maybe_match_topics json,
	p_channel text,
	p_consent_version text
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
	PERFORM require_intimate_consent(p_user_id, p_consent_version);
	v_own_card := answerable_own_card(p_fantasy_id, p_user_id);

	SELECT partner_likes.fantasy_id IS NOT NULL INTO v_saved_match
	FROM "likes"
	JOIN "users" ON "users"."id" = "likes"."user_id"
	LEFT JOIN "likes" partner_likes
		ON partner_likes.user_id = "users"."partner_id" AND partner_likes.fantasy_id = "likes"."fantasy_id"
	WHERE "likes"."user_id" = p_user_id AND "likes"."fantasy_id" = p_fantasy_id;
	IF FOUND THEN
		RETURN CASE WHEN v_saved_match THEN 'match' ELSE 'like' END;
	END IF;

	v_partner_id := lock_couple(p_user_id);
	PERFORM require_intimate_consent(p_user_id, p_consent_version);
	-- An own card's sharing ends with the couple, which unlinking changes under the same lock.
	IF v_own_card THEN
		PERFORM answerable_own_card(p_fantasy_id, p_user_id);
	END IF;

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
			PERFORM tell_couple(p_channel, p_user_id, v_partner_id, p_match_topics);
		END IF;
		PERFORM count_mutual_like(p_fantasy_id, 2);
	END IF;

	IF v_inserted AND NOT v_was_maybe AND v_partner_maybe THEN
		PERFORM tell_couple(p_channel, p_user_id, v_partner_id, p_maybe_match_topics);
	END IF;

	RETURN CASE WHEN v_is_match THEN 'match' ELSE 'like' END;
END;
$$;
--> statement-breakpoint
-- `POST /fantasies/{id}/dislike/`: removes the user's like (ADR 0016). Nothing to remove takes no
-- lock and changes nothing; a fantasy the user may not see is still a 404, as for a like.
CREATE FUNCTION "dislike_fantasy"(p_user_id integer, p_fantasy_id integer)
RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_removed boolean := false;
BEGIN
	IF EXISTS (SELECT 1 FROM "likes" WHERE "user_id" = p_user_id AND "fantasy_id" = p_fantasy_id) THEN
		v_removed := remove_like(p_user_id, lock_couple(p_user_id), p_fantasy_id);
	END IF;
	IF NOT v_removed THEN
		PERFORM answerable_own_card(p_fantasy_id, p_user_id);
	END IF;
	RETURN 'none';
END;
$$;
--> statement-breakpoint
-- `POST /fantasies/{id}/maybe/` (ADR 0025): one answer per person, so a maybe replaces the user's
-- like (a match it made is undone, with its counter); 'maybe_match' when the partner answered like
-- or maybe too. A maybe-match that forms where the user had no answer is told to both partners'
-- open apps; one that only changes who said maybe (a like turned maybe) and a one-sided maybe tell
-- no one. A saved maybe answers its state without the lock.
CREATE FUNCTION "maybe_fantasy"(
	p_user_id integer,
	p_fantasy_id integer,
	p_maybe_match_topics json,
	p_channel text,
	p_consent_version text
) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_own_card boolean;
	v_partner_id integer;
	v_partner_answered boolean;
	v_was_liked boolean;
	v_inserted boolean;
BEGIN
	PERFORM require_intimate_consent(p_user_id, p_consent_version);
	v_own_card := answerable_own_card(p_fantasy_id, p_user_id);

	SELECT EXISTS (SELECT 1 FROM "likes" WHERE "user_id" = "users"."partner_id" AND "fantasy_id" = p_fantasy_id)
		OR EXISTS (SELECT 1 FROM "maybes" theirs WHERE theirs."user_id" = "users"."partner_id" AND theirs."fantasy_id" = p_fantasy_id)
	INTO v_partner_answered
	FROM "maybes" JOIN "users" ON "users"."id" = "maybes"."user_id"
	WHERE "maybes"."user_id" = p_user_id AND "maybes"."fantasy_id" = p_fantasy_id;
	IF FOUND THEN
		RETURN CASE WHEN v_partner_answered THEN 'maybe_match' ELSE 'maybe' END;
	END IF;

	v_partner_id := lock_couple(p_user_id);
	PERFORM require_intimate_consent(p_user_id, p_consent_version);
	IF v_own_card THEN
		PERFORM answerable_own_card(p_fantasy_id, p_user_id);
	END IF;
	v_was_liked := remove_like(p_user_id, v_partner_id, p_fantasy_id);

	WITH inserted AS (
		INSERT INTO "maybes" ("user_id", "fantasy_id") VALUES (p_user_id, p_fantasy_id)
		ON CONFLICT DO NOTHING RETURNING 1
	)
	SELECT
		EXISTS (SELECT 1 FROM inserted),
		EXISTS (SELECT 1 FROM "likes" WHERE "user_id" = v_partner_id AND "fantasy_id" = p_fantasy_id)
			OR EXISTS (SELECT 1 FROM "maybes" WHERE "user_id" = v_partner_id AND "fantasy_id" = p_fantasy_id)
	INTO v_inserted, v_partner_answered;

	IF v_inserted AND NOT v_was_liked AND v_partner_answered THEN
		PERFORM tell_couple(p_channel, p_user_id, v_partner_id, p_maybe_match_topics);
	END IF;
	RETURN CASE WHEN v_partner_answered THEN 'maybe_match' ELSE 'maybe' END;
END;
$$;
--> statement-breakpoint
-- `DELETE /fantasies/{id}/maybe/`: takes a maybe back; a maybe-match it ends tells no one, as an
-- undone match does not. Nothing to take back is still a 404 for a fantasy the user may not see.
CREATE FUNCTION "unmaybe_fantasy"(p_user_id integer, p_fantasy_id integer)
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	DELETE FROM "maybes" WHERE "user_id" = p_user_id AND "fantasy_id" = p_fantasy_id;
	IF NOT FOUND THEN
		PERFORM answerable_own_card(p_fantasy_id, p_user_id);
	END IF;
END;
$$;
--> statement-breakpoint
-- `POST /fantasies/{id}/pass/` (ADR 0016): "not for me", the user's alone; it touches no like,
-- count, match or notification; it locks only the person's row, for the consent.
CREATE FUNCTION "pass_fantasy"(p_user_id integer, p_fantasy_id integer, p_consent_version text)
RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	PERFORM answerable_own_card(p_fantasy_id, p_user_id);
	PERFORM 1 FROM "users" WHERE "id" = p_user_id FOR SHARE;
	PERFORM require_intimate_consent(p_user_id, p_consent_version);
	INSERT INTO "passes" ("user_id", "fantasy_id") VALUES (p_user_id, p_fantasy_id) ON CONFLICT DO NOTHING;
END;
$$;
--> statement-breakpoint
-- `DELETE /fantasies/{id}/pass/` takes one pass back; `DELETE /fantasies/passed/` (a null fantasy)
-- forgets them all.
CREATE FUNCTION "unpass_fantasy"(p_user_id integer, p_fantasy_id integer)
RETURNS void LANGUAGE sql VOLATILE AS $$
	DELETE FROM "passes" WHERE "user_id" = p_user_id AND (p_fantasy_id IS NULL OR "fantasy_id" = p_fantasy_id);
$$;
--> statement-breakpoint
-- `POST /fantasies/deepid_set/`: the deep id replaced whole by `p_ids` in that order, unless some
-- are not catalogue fantasies (own cards are refused as unknown, ADR 0030): then nothing changes and
-- those ids are the answer, in the order given. The user's row is locked first, so two replacements
-- of one deep id queue instead of colliding on its positions.
CREATE FUNCTION "set_deepid"(p_user_id integer, p_ids integer[], p_consent_version text)
RETURNS integer[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_unknown integer[];
BEGIN
	SELECT coalesce(array_agg(given.id ORDER BY given.position), '{}') INTO v_unknown
	FROM unnest(p_ids) WITH ORDINALITY AS given(id, position)
	WHERE NOT EXISTS (SELECT 1 FROM "fantasies" f WHERE f."id" = given.id AND f."author_id" IS NULL);
	IF cardinality(v_unknown) > 0 THEN
		RETURN v_unknown;
	END IF;
	PERFORM 1 FROM "users" WHERE "id" = p_user_id FOR NO KEY UPDATE;
	-- Emptying the deep id erases, which never needs consent; filling it is an answer.
	IF cardinality(p_ids) > 0 THEN
		PERFORM require_intimate_consent(p_user_id, p_consent_version);
	END IF;
	DELETE FROM "deepid_entries" WHERE "user_id" = p_user_id;
	INSERT INTO "deepid_entries" ("user_id", "position", "fantasy_id")
	SELECT p_user_id, given.position - 1, given.id FROM unnest(p_ids) WITH ORDINALITY AS given(id, position);
	RETURN v_unknown;
END;
$$;
--> statement-breakpoint
-- `POST /fantasies/user/filters/`: saves the feed filters, unless a tag or the collection is
-- unknown: then nothing changes and the answer names them (`{"tags": [ids]}` or `{"collection": id}`).
CREATE FUNCTION "save_filters"(
	p_user_id integer,
	p_difficulty difficulty,
	p_sorting fantasy_sorting,
	p_tag_ids integer[],
	p_collection_id integer
) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_unknown integer[];
BEGIN
	SELECT coalesce(array_agg(given.id ORDER BY given.position), '{}') INTO v_unknown
	FROM unnest(p_tag_ids) WITH ORDINALITY AS given(id, position)
	WHERE NOT EXISTS (SELECT 1 FROM "tags" WHERE "tags"."id" = given.id);
	IF cardinality(v_unknown) > 0 THEN
		RETURN json_build_object('tags', v_unknown);
	END IF;
	IF p_collection_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "collections" WHERE "id" = p_collection_id) THEN
		RETURN json_build_object('collection', p_collection_id);
	END IF;
	INSERT INTO "user_filters" ("user_id", "difficulty", "sorting", "tag_ids", "collection_id")
	VALUES (p_user_id, p_difficulty, p_sorting, p_tag_ids, p_collection_id)
	ON CONFLICT ("user_id") DO UPDATE SET
		"difficulty" = excluded."difficulty",
		"sorting" = excluded."sorting",
		"tag_ids" = excluded."tag_ids",
		"collection_id" = excluded."collection_id";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- `GET /notifications/?mark_read=true`: marks read those of the user's notifications the page
-- showed unread. The page itself is read by the calling statement, whose snapshot is older than
-- this update, so it answers them as they were (the reader sees what is new). How many it marked.
CREATE FUNCTION "mark_notifications_read"(p_user_id integer, p_ids integer[])
RETURNS integer LANGUAGE sql VOLATILE AS $$
	WITH marked AS (
		UPDATE "notifications" SET "is_read" = true
		WHERE "user_id" = p_user_id AND "id" = ANY (p_ids) AND NOT "is_read"
		RETURNING 1
	)
	SELECT count(*)::integer FROM marked;
$$;
