import { isIP } from 'node:net';
import { z } from 'zod';
import { ANALYTICS_REGIONS } from '@duet/contracts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** mailto: or https: URLs, comma-separated. */
const contactList = z
  .string()
  .transform((value) => value.split(',').map((contact) => contact.trim()))
  .refine(
    (contacts) => contacts.every((contact) => /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(contact)),
    'must be mailto: or https: URLs, comma-separated',
  );

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies' X-Forwarded-For to believe: none, or those at these addresses and ranges.
 * `true` would believe the left-most address, which any client can forge; a hop count cannot tell a
 * proxy from a client that reached the server directly (Fastify ≥ 5.12.1 ignores one).
 */
const trustProxy = z.string().transform((value, ctx): false | string[] => {
  if (value === 'false' || value === '0') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad === undefined) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      value === 'true' || /^\d+$/.test(value)
        ? 'list the addresses or CIDR ranges of the proxies in front (e.g. 10.0.0.0/8 or loopback): true and hop counts would believe a forged X-Forwarded-For'
        : `"${bad}" is not an IP address, a CIDR range or loopback/linklocal/uniquelocal`,
  });
  return z.NEVER;
});

/** Every environment variable the API reads. A bad value stops the process naming the variable. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Where people reach Duet; every absolute link is built from it, never from the Host header. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** When set, rate-limit counters live in this Redis instead of the database (ADR 0002). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    /** Where security researchers report to (RFC 9116). */
    SECURITY_CONTACT: contactList.optional(),
    /** Who runs this Duet and answers for the data, as the legal pages name them (ADR 0034). */
    OPERATOR_NAME: z.string().trim().min(1).max(500).optional(),
    /** How people reach the operator about their data, the terms and accessibility. */
    OPERATOR_CONTACT: contactList.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy.default(false),
    SEED_ON_START: booleanFlag.default(true),
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    CODE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Partner invites a signed-in person may send per minute: usernames must not be probed in bulk. */
    INVITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Feedback on fantasies a signed-in person may send per hour: each one is stored and read by people. */
    FEEDBACK_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Receiving a whole request, headers and body, may take this long; a stalled upload gets a 408. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** A connection silent this long is closed; longer than STREAM_HEARTBEAT_MS, so open streams stay. */
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
    /** How long an idle keep-alive connection waits for its next request; longer than load balancers' 60 s. */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(72_000),

    // Sessions (ADR 0008): a token unused for TOKEN_IDLE_DAYS, or issued TOKEN_LIFETIME_DAYS ago, is refused.
    TOKEN_IDLE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    TOKEN_LIFETIME_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /** How often an open stream is pinged and its token checked again, so an ended session's stream closes. */
    STREAM_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(25_000),

    // Sign-in providers: a provider without its credentials is switched off.
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    YANDEX_CLIENT_ID: z.string().min(1).optional(),
    YANDEX_USERINFO_URL: z.url().default('https://login.yandex.ru/info'),
    VK_APP_ID: z.string().regex(/^\d+$/, 'must be the numeric VK ID app id').optional(),
    VK_USERINFO_URL: z.url().default('https://id.vk.com/oauth2/user_info'),
    APPLE_CLIENT_ID: z.string().min(1).optional(),
    APPLE_TEAM_ID: z.string().min(1).optional(),
    APPLE_KEY_ID: z.string().min(1).optional(),
    /** The .p8 key's PEM; `\\n` escapes are accepted for one-line environments. */
    APPLE_PRIVATE_KEY: z
      .string()
      .min(1)
      .transform((pem) => pem.replace(/\\n/g, '\n'))
      .optional(),
    APPLE_REDIRECT_URI: z.url().optional(),
    APPLE_TOKEN_URL: z.url().default('https://appleid.apple.com/auth/token'),
    APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),

    // Card payments (ADR 0013): without a terminal, a local sandbox stands in outside production.
    TINKOFF_TERMINAL_KEY: z.string().min(1).optional(),
    TINKOFF_PASSWORD: z.string().min(1).optional(),
    TINKOFF_API_URL: z.url().default('https://securepay.tinkoff.ru/v2/'),
    /** 54-FZ receipt: the seller's taxation system and the VAT of a subscription. */
    TINKOFF_TAXATION: z
      .enum(['osn', 'usn_income', 'usn_income_outcome', 'esn', 'patent'])
      .default('usn_income'),
    TINKOFF_VAT: z.enum(['none', 'vat0', 'vat5', 'vat7', 'vat10', 'vat20', 'vat22']).default('none'),
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** The "deal of the day": a user's first own purchase may be taken for free, once. */
    PROMO_FREE_MEMBERSHIP: booleanFlag.default(false),

    // Web push (ADR 0024): all three keys, or push is off and the web app hides its switch.
    /** VAPID public key, base64url (an uncompressed P-256 point, 65 bytes): `npx web-push generate-vapid-keys`. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
    /** Its private key, base64url (32 bytes). */
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
    /** Who push services may contact about Duet's pushes: a mailto: or https: URL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:.+|https:\/\/.+)$/, 'must be a mailto: or https: URL')
      .optional(),
    /** How often each node looks for pushes nobody sent yet and for dates due a reminder. */
    PUSH_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),

    // Analytics (ADR 0014): Duet collects its own; a third party only when configured.
    /** When set, stored events are forwarded server-side to Amplitude. */
    AMPLITUDE_API_KEY: z.string().min(1).optional(),
    AMPLITUDE_SERVER_ZONE: z.enum(ANALYTICS_REGIONS).default('EU'),
    /** Overrides the zone's endpoint (tests point it at a fake Amplitude). */
    AMPLITUDE_API_URL: z.url().optional(),
    ANALYTICS_FORWARD_INTERVAL_MS: z.coerce.number().int().min(100).default(10_000),
    ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** Third-party counters, loaded by the web app only when set and after the user agrees. */
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
      .optional(),
    YANDEX_METRIKA_ID: z
      .string()
      .regex(/^\d{4,12}$/, 'must be the numeric counter id')
      .optional(),
    VK_PIXEL_ID: z
      .string()
      .regex(/^VK-RTRG-\d+-[A-Za-z0-9]+$/, 'must look like VK-RTRG-123456-AbCdE')
      .optional(),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'required when NODE_ENV=production: links and payment addresses are built from it',
      });
    }
    if (config.CONNECTION_TIMEOUT_MS <= config.STREAM_HEARTBEAT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONNECTION_TIMEOUT_MS'],
        message: 'must be longer than STREAM_HEARTBEAT_MS, or open live-update streams are cut',
      });
    }
    if (config.TINKOFF_TERMINAL_KEY && !config.TINKOFF_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['TINKOFF_PASSWORD'],
        message: 'required with TINKOFF_TERMINAL_KEY',
      });
    }
    const vapid = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
    if (vapid.some((name) => config[name])) {
      for (const name of vapid) {
        if (!config[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `required with ${vapid.filter((n) => n !== name).join(' and ')}`,
          });
      }
    }
    if (!config.APPLE_CLIENT_ID) return;
    const needed = ['APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'] as const;
    for (const name of needed) {
      if (!config[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required with APPLE_CLIENT_ID' });
    }
    if (!config.APPLE_REDIRECT_URI && !config.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['APPLE_REDIRECT_URI'],
        message: 'required with APPLE_CLIENT_ID when PUBLIC_URL is not set',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ConfigError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
}
