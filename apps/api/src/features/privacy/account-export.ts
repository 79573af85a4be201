import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AccountExport, Locale } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import {
  activationCodeUses,
  activationCodes,
  analyticsEvents,
  authTokens,
  deepidEntries,
  eventMemories,
  events,
  fantasies,
  fantasyFeedback,
  giftCertificates,
  interviewRegistrations,
  invites,
  likes,
  notifications,
  maybes,
  passes,
  plans,
  publicEvents,
  purchases,
  pushSubscriptions,
  socialAccounts,
  subscriptions,
  userFilters,
  users,
} from '../../db/schema.ts';
import { isLive, type TokenLifetime } from '../../shared/session/tokens.ts';
import { matchedFantasyIds } from '../../shared/couple/couple-matches.ts';
import { isCatalogueFantasy } from '../../shared/fantasy-visibility.ts';
import { findPartner } from '../../shared/couple/partner.ts';
import { isWithPartner } from '../../shared/couple/shared-history.ts';
import { paidAt } from '../../shared/purchases-repository.ts';
import { listConsents } from '../../shared/consents-repository.ts';
import { signedInUserRow, toMe } from '../../shared/users-repository.ts';

const iso = (date: Date) => date.toISOString();

/**
 * Everything Duet holds about the person (ADR 0023), fantasies and plans named in `locale`. Only
 * rows that are theirs: of the partner, only the username and what the two share (matches,
 * dates together), never what the partner alone likes. `deviceId` (the request's `duet_device`
 * cookie) adds this device's analytics events, which carry no user id.
 */
export async function exportAccount(
  db: Db,
  userId: number,
  locale: Locale,
  lifetime: TokenLifetime,
  deviceId?: string,
): Promise<AccountExport> {
  const user = await signedInUserRow(db, userId);
  // The catalogue and the own cards the person wrote or was shared (ADR 0030); never anyone else's.
  const known = await db
    .select({
      id: fantasies.id,
      slug: fantasies.slug,
      titleRu: fantasies.titleRu,
      titleEn: fantasies.titleEn,
    })
    .from(fantasies)
    .where(or(isCatalogueFantasy, eq(fantasies.authorId, userId), eq(fantasies.sharedWithId, userId)));
  const byId = new Map(
    known.map((row) => [
      row.id,
      { id: row.id, slug: row.slug ?? '', title: locale === 'ru' ? row.titleRu : row.titleEn },
    ]),
  );
  const fantasy = (id: number) => byId.get(id) ?? { id, slug: '', title: '' };
  const nullableFantasy = (id: number | null) => (id === null ? null : fantasy(id));

  const [
    accounts,
    sessions,
    pushDevices,
    consents,
    partner,
    inviteRows,
    likeRows,
    maybeRows,
    passRows,
    matches,
    deepid,
    ownCards,
    [filters],
    feedback,
    eventRows,
    notificationRows,
    [subscription],
    purchaseRows,
    giftRows,
    codeRows,
    [interview],
  ] = await Promise.all([
    db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId)).orderBy(asc(socialAccounts.id)),
    db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, userId), isLive(lifetime)))
      .orderBy(asc(authTokens.id)),
    db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.id)),
    listConsents(db, userId),
    findPartner(db, userId),
    db
      .select({ invite: invites, from: users.username })
      .from(invites)
      .innerJoin(users, eq(users.id, invites.fromUserId))
      .where(or(eq(invites.fromUserId, userId), eq(invites.toUserId, userId)))
      .orderBy(asc(invites.id)),
    db.select().from(likes).where(eq(likes.userId, userId)).orderBy(asc(likes.createdAt)),
    db.select().from(maybes).where(eq(maybes.userId, userId)).orderBy(asc(maybes.createdAt)),
    db.select().from(passes).where(eq(passes.userId, userId)).orderBy(asc(passes.createdAt)),
    matchedFantasyIds(db, userId),
    db
      .select()
      .from(deepidEntries)
      .where(eq(deepidEntries.userId, userId))
      .orderBy(asc(deepidEntries.position)),
    db
      .select()
      .from(fantasies)
      .where(eq(fantasies.authorId, userId))
      .orderBy(asc(fantasies.createdAt), asc(fantasies.id)),
    db.select().from(userFilters).where(eq(userFilters.userId, userId)),
    db
      .select()
      .from(fantasyFeedback)
      .where(eq(fantasyFeedback.userId, userId))
      .orderBy(asc(fantasyFeedback.id)),
    db
      .select({ event: events, publicEvent: publicEvents, memory: eventMemories })
      .from(events)
      .leftJoin(publicEvents, eq(publicEvents.id, events.publicEventId))
      .leftJoin(eventMemories, and(eq(eventMemories.eventId, events.id), eq(eventMemories.userId, userId)))
      .where(or(eq(events.sourceUserId, userId), eq(events.targetUserId, userId)))
      .orderBy(asc(events.happensAt)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db
      .select({ purchase: purchases, plan: plans })
      .from(purchases)
      .innerJoin(plans, eq(plans.id, purchases.planId))
      .where(eq(purchases.userId, userId))
      .orderBy(asc(purchases.createdAt)),
    db
      .select({ gift: giftCertificates, plan: plans })
      .from(giftCertificates)
      .innerJoin(purchases, eq(purchases.id, giftCertificates.purchaseId))
      .innerJoin(plans, eq(plans.id, purchases.planId))
      .where(eq(giftCertificates.redeemedBy, userId)),
    db
      .select({ use: activationCodeUses, months: activationCodes.months })
      .from(activationCodeUses)
      .innerJoin(activationCodes, eq(activationCodes.id, activationCodeUses.codeId))
      .where(eq(activationCodeUses.userId, userId)),
    db.select().from(interviewRegistrations).where(eq(interviewRegistrations.userId, userId)),
  ]);
  const inviteeIds = inviteRows.map((row) => row.invite.toUserId);
  const invitees =
    inviteeIds.length === 0
      ? []
      : await db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, inviteeIds));
  const inviteeNames = new Map(invitees.map((row) => [row.id, row.username]));
  const analytics = deviceId
    ? await db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.deviceId, deviceId))
        .orderBy(asc(analyticsEvents.id))
    : [];
  const planTitle = (plan: typeof plans.$inferSelect) => (locale === 'ru' ? plan.titleRu : plan.titleEn);

  return {
    exported_at: iso(new Date()),
    profile: { ...toMe(user), created_at: iso(user.createdAt) },
    sign_in_accounts: accounts.map((row) => ({
      provider: row.provider,
      email: row.email,
      created_at: iso(row.createdAt),
    })),
    sessions: sessions.map((row) => ({
      id: row.id,
      created_at: iso(row.createdAt),
      last_used_at: iso(row.lastUsedAt),
      user_agent: row.userAgent,
    })),
    push_subscriptions: pushDevices.map((row) => ({
      session_id: row.tokenId,
      endpoint: row.endpoint,
      locale: row.locale,
      created_at: iso(row.createdAt),
    })),
    consents,
    partner: partner ?? null,
    invites: inviteRows.map(({ invite, from }) => {
      const sent = invite.fromUserId === userId;
      return {
        direction: sent ? ('sent' as const) : ('received' as const),
        username: sent ? (inviteeNames.get(invite.toUserId) ?? '') : from,
        status: invite.status,
        created_at: iso(invite.createdAt),
      };
    }),
    likes: likeRows.map((row) => ({ ...fantasy(row.fantasyId), liked_at: iso(row.createdAt) })),
    maybes: maybeRows.map((row) => ({ ...fantasy(row.fantasyId), answered_at: iso(row.createdAt) })),
    passes: passRows.map((row) => ({ ...fantasy(row.fantasyId), passed_at: iso(row.createdAt) })),
    matches: matches.map(fantasy),
    deepid: deepid.map((row) => ({ ...fantasy(row.fantasyId), position: row.position })),
    own_cards: ownCards.map((card) => ({
      id: card.id,
      title: card.titleRu,
      description: card.descriptionRu || null,
      language: card.language ?? locale,
      shared: card.sharedWithId !== null && card.sharedWithId === partner?.id,
      created_at: iso(card.createdAt),
      updated_at: iso(card.updatedAt),
    })),
    filters: filters
      ? {
          difficulty: filters.difficulty,
          sorting: filters.sorting,
          tags: filters.tagIds,
          collection: filters.collectionId,
          bolder_cards: filters.bolderCards,
        }
      : null,
    feedback: feedback.map((row) => ({
      fantasy: fantasy(row.fantasyId),
      text: row.text,
      anonym: row.anonym,
      created_at: iso(row.createdAt),
    })),
    events: eventRows.map(({ event, publicEvent, memory }) => ({
      id: event.id,
      fantasy: nullableFantasy(event.fantasyId),
      public_event: publicEvent && (locale === 'ru' ? publicEvent.nameRu : publicEvent.nameEn),
      with_partner: isWithPartner(event),
      former_partner: event.coupleEndedAt !== null,
      mine: event.sourceUserId === userId,
      status: event.status,
      mood: event.mood,
      happens_at: iso(event.happensAt),
      created_at: iso(event.createdAt),
      memory: memory && { mood: memory.mood, note: memory.note, updated_at: iso(memory.updatedAt) },
    })),
    notifications: notificationRows.map((row) => ({
      kind: row.kind,
      fantasy: nullableFantasy(row.fantasyId),
      is_read: row.isRead,
      created_at: iso(row.createdAt),
    })),
    subscription: subscription
      ? { active: subscription.active, expires_at: iso(subscription.expiresAt) }
      : null,
    purchases: purchaseRows.map(({ purchase, plan }) => ({
      id: purchase.id,
      kind: purchase.kind,
      plan: planTitle(plan),
      amount: purchase.amount,
      status: purchase.status,
      buyer_name: purchase.buyerName,
      buyer_email: purchase.buyerEmail,
      buyer_phone: purchase.buyerPhone,
      created_at: iso(purchase.createdAt),
      paid_at: paidAt(purchase)?.toISOString() ?? null,
    })),
    gifts_redeemed: giftRows.map(({ gift, plan }) => ({
      plan: planTitle(plan),
      redeemed_at: iso(gift.redeemedAt!),
    })),
    activation_codes_applied: codeRows.map(({ use, months }) => ({ months, used_at: iso(use.usedAt) })),
    interview_registration: interview
      ? { tg_username: interview.tgUsername, created_at: iso(interview.createdAt) }
      : null,
    analytics_events: analytics.map((row) => ({
      event_type: row.eventType,
      event_time: row.eventTime && iso(row.eventTime),
      received_at: iso(row.receivedAt),
      properties: row.payload,
    })),
  };
}
