-- Consent to process answers about fantasies (ADR 0037) in the answer rules of migration 0025
-- (ADR 0033). `require_intimate_consent` is the one rule: the consent in force on the person's row
-- names the current version of its text (the API passes it, `INTIMATE_CONSENT_VERSION`); without it
-- the answer raises Duet's own SQLSTATE DU403, which the API answers `403 consent_required`, having
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
DROP FUNCTION "maybe_fantasy"(integer, integer, json, text);
--> statement-breakpoint
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
DROP FUNCTION "pass_fantasy"(integer, integer);
--> statement-breakpoint
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
DROP FUNCTION "set_deepid"(integer, integer[]);
--> statement-breakpoint
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
