/** Business constants from spec section 9, shared by the API and the web app. */
export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
export const FALLBACK_LOCALE = 'en-US';

export const SECONDS_PER_DAY = 24 * 60 * 60;
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * SECONDS_PER_DAY;
/** Token, profile and partner cookies. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 100_000_000;
/**
 * A session's last activity is written at most this often (ADR 0008): fresh enough for the devices
 * list, and a signed-in request still writes nothing in between.
 */
export const SESSION_ACTIVITY_STEP_MINUTES = 5;

export const SUBSCRIPTION_REFETCH_DELAYS_MS = [100, 1000] as const;
export const EVENT_DEFAULT_OFFSET_MINUTES = 59;
export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 150;
/** A deleted account's username is free for others only this many days later (ADR 0023). */
export const DELETED_USERNAME_HOLD_DAYS = 30;
export const INTERVIEW_USERNAME_MIN_LENGTH = 5;
export const INTERVIEW_USERNAME_MAX_LENGTH = 32;
export const DEEPID_MAX = 9;
/** How long an invite link stays valid (ADR 0017). */
export const INVITE_LINK_LIFETIME_DAYS = 7;
export const FEEDBACK_MAX_LENGTH = 2000;
/** A note on how a date went (ADR 0012). */
export const EVENT_NOTE_MAX_LENGTH = 1000;
/** A couple's own cards (ADR 0030): the limits of their text, after trimming, and of their number. */
export const OWN_CARD_TITLE_MAX_LENGTH = 120;
export const OWN_CARD_DESCRIPTION_MAX_LENGTH = 1000;
export const OWN_CARDS_PER_AUTHOR = 100;

export const RESIZE_DELAY_MS = 50;
export const MODAL_ANIMATION_SECONDS = 0.2;
export const MOBILE_BREAKPOINT_PX = 900;
export const BUILD_MANIFEST_RECHECK_MINUTES = 60;

export const DIFFICULTIES = ['light', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const MOODS = [
  'fire',
  'hot_pepper',
  'peach',
  'boom',
  'ice_cream',
  'candle',
  'devil',
  'eggplant',
  'tongue',
  'sweat',
  'ok_hand',
] as const;
export type Mood = (typeof MOODS)[number];
export const DEFAULT_MOOD: Mood = 'fire';

export const FANTASY_SORTINGS = ['likes', 'comments', 'random'] as const;
export type FantasySorting = (typeof FANTASY_SORTINGS)[number];
export const DEFAULT_FANTASY_SORTING: FantasySorting = 'random';

/**
 * How bold the cards a person is shown may be (ADR 0029): `off` shows light ones only, `some` adds
 * medium, `all` shows every difficulty. Private to the person; the partner never sees it.
 */
export const BOLDER_CARDS = ['off', 'some', 'all'] as const;
export type BolderCards = (typeof BOLDER_CARDS)[number];
export const DEFAULT_BOLDER_CARDS: BolderCards = 'all';
export const DIFFICULTIES_SHOWN: Record<BolderCards, readonly Difficulty[]> = {
  off: ['light'],
  some: ['light', 'medium'],
  all: DIFFICULTIES,
};

/** Usernames starting with these mark a sign-up that still needs an account name. */
export const PROVISIONAL_USERNAME_PREFIXES = ['oauth2', 'apple'] as const;

export const API_PREFIX = '/api/v0';
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Free accounts see and like these; the others need premium (ADR 0013). */
export const FREE_DIFFICULTIES: readonly Difficulty[] = ['light'];
export const PURCHASE_KINDS = ['own', 'gift'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];
/** What the buyer sees of a purchase; the acquirer's own status is kept beside it. */
export const PURCHASE_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const ACTIVATION_CODE_MAX_LENGTH = 64;

/** A gift certificate's id, the last part of its link (`/gift/{id}/`). */
export const GIFT_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
/**
 * What a person is asked to agree to: being an adult (the 18+ gate), analytics, Duet's news by
 * e-mail (`news_subscription`, never assumed: off until ticked) (ADR 0023), and the processing of
 * their answers about fantasies (`intimate_answers`, ADR 0035).
 */
export const CONSENT_KINDS = ['adult', 'analytics', 'news', 'intimate_answers'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** Analytics (spec §9); ADR 0014 says where the SDK differs. */
export const ANALYTICS_UPLOAD_INTERVAL_MS = 30_000;
export const ANALYTICS_UPLOAD_THRESHOLD = 30;
export const ANALYTICS_MAX_EVENTS_PER_BATCH = 100;
export const ANALYTICS_MAX_QUEUED_EVENTS = 1000;
export const ANALYTICS_SESSION_TIMEOUT_MS = 30 * 60 * 1000;
/** The pseudonymous device id, set after consent; the API reads it to export or erase that device's events. */
export const ANALYTICS_DEVICE_COOKIE = 'duet_device';
export const ANALYTICS_COOKIE_DAYS = 365;
export const ANALYTICS_MAX_STRING_LENGTH = 4096;
export const ANALYTICS_MAX_PROPERTIES = 1000;
export const ANALYTICS_REGIONS = ['US', 'EU'] as const;

/** 192 random bits, URL-safe: what an invite link carries (ADR 0017). */
export const INVITE_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** An accepted date with the partner sends both a reminder push this long before it (ADR 0024). */
export const PUSH_REMINDER_LEAD_MINUTES = 120;
