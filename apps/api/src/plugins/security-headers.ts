import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { API_PREFIX } from '@duet/contracts';
import type { Config } from '../config.ts';

type Sources = { script?: string[]; frame?: string[]; connect?: string[]; style?: string[]; img?: string[] };

/** What each sign-in provider's web SDK loads, allowed only when that provider is configured. */
const PROVIDER_SOURCES: Record<'google' | 'yandex' | 'vk' | 'apple', Sources> = {
  google: {
    script: ['https://accounts.google.com/gsi/client'],
    frame: ['https://accounts.google.com/gsi/'],
    connect: ['https://accounts.google.com/gsi/'],
    style: ['https://accounts.google.com/gsi/style'],
  },
  yandex: {
    script: ['https://yastatic.net'],
    frame: ['https://autofill.yandex.ru', 'https://oauth.yandex.ru', 'https://passport.yandex.ru'],
    connect: ['https://autofill.yandex.ru', 'https://login.yandex.ru'],
  },
  // The VK ID SDK also injects a Top.Mail.Ru counter script; it stays blocked: no third-party tracking.
  vk: {
    frame: ['https://id.vk.com', 'https://id.vk.ru'],
    connect: [
      'https://id.vk.com',
      'https://id.vk.ru',
      'https://login.vk.ru',
      'https://oauth.vk.ru',
      'https://api.vk.ru',
    ],
    img: ['https://id.vk.com', 'https://id.vk.ru'],
  },
  apple: {
    script: ['https://appleid.cdn-apple.com'],
    frame: ['https://appleid.apple.com'],
    connect: ['https://appleid.apple.com'],
  },
};

/**
 * The third-party counters of ADR 0014, allowed only when configured. The web app loads them
 * only after the user agrees; without an id here no browser may even reach them.
 */
const COUNTER_SOURCES: Record<'gtm' | 'metrika' | 'vkPixel', Sources> = {
  gtm: {
    script: ['https://www.googletagmanager.com'],
    img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
    connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com'],
  },
  metrika: {
    script: ['https://mc.yandex.ru'],
    img: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
    connect: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
    frame: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  },
  vkPixel: {
    script: ['https://vk.com'],
    img: ['https://vk.com'],
  },
};

function providerSources(config: ProviderConfig, kind: keyof Sources): string[] {
  const configured: [boolean, Sources][] = [
    [!!config.GOOGLE_CLIENT_ID, PROVIDER_SOURCES.google],
    [!!config.YANDEX_CLIENT_ID, PROVIDER_SOURCES.yandex],
    [!!config.VK_APP_ID, PROVIDER_SOURCES.vk],
    [!!config.APPLE_CLIENT_ID, PROVIDER_SOURCES.apple],
    [!!config.GTM_ID, COUNTER_SOURCES.gtm],
    [!!config.YANDEX_METRIKA_ID, COUNTER_SOURCES.metrika],
    [!!config.VK_PIXEL_ID, COUNTER_SOURCES.vkPixel],
  ];
  return [...new Set(configured.filter(([isOn]) => isOn).flatMap(([, sources]) => sources[kind] ?? []))];
}

type ProviderConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'GOOGLE_CLIENT_ID'
  | 'YANDEX_CLIENT_ID'
  | 'VK_APP_ID'
  | 'APPLE_CLIENT_ID'
  | 'GTM_ID'
  | 'YANDEX_METRIKA_ID'
  | 'VK_PIXEL_ID'
>;

/**
 * The security headers and CSP of every response but the API's (`apiSecurityHeaders`); pages add the hashes of
 * the scripts they carry inline (`inlineScripts`). Helmet computes them
 * once at start-up; they do not depend on the request, and running its middleware per request
 * halved the throughput of the catalogue endpoints.
 */
export function securityHeaders(
  config: ProviderConfig,
  { inlineScripts = [] }: { inlineScripts?: string[] } = {},
): Record<string, string> {
  const isProduction = config.NODE_ENV === 'production';
  const scriptHashes = inlineScripts.map(
    (source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
  );
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...scriptHashes, ...providerSources(config, 'script')],
        // Radix and sonner set inline styles at run time.
        'style-src': ["'self'", "'unsafe-inline'", ...providerSources(config, 'style')],
        'img-src': ["'self'", 'data:', ...providerSources(config, 'img')],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...providerSources(config, 'connect')],
        'frame-src': ["'self'", ...providerSources(config, 'frame')],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        ...(isProduction ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Apple's and Google's sign-in popups must be able to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as never, recorder as never, () => undefined);
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * Browser features Duet never uses, denied to the page and anything it embeds. Sharing, the
 * clipboard (gift links) and FedCM (Google sign-in) keep their default, same-origin only.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The only API answers a browser or proxy may keep: the public catalogue lists, identical for
 * everyone (ADR 0013), when asked for without a token (ADR 0008).
 */
const PUBLIC_CACHEABLE_ROUTES = new Set([`${API_PREFIX}/fantasies/`, `${API_PREFIX}/fantasies/tags/`]);

function isPubliclyCacheable(request: FastifyRequest): boolean {
  return (
    request.headers.authorization === undefined &&
    request.method === 'GET' &&
    PUBLIC_CACHEABLE_ROUTES.has(request.routeOptions.url ?? '')
  );
}

/**
 * What an API answer needs (OWASP's REST security headers): it is JSON, an event stream or a file,
 * never a document, so the page policies (CSP sources, COOP, Permissions-Policy…) mean nothing on
 * it; this set only stops a browser from running, framing or sniffing it, or handing it to another
 * site. A third of the bytes of the page set, written on every signed-in request.
 */
export function apiSecurityHeaders(config: ProviderConfig): Record<string, string> {
  const page = securityHeaders(config);
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    ...Object.fromEntries(kept.filter((name) => name in page).map((name) => [name, page[name]!])),
  };
}

export function setupSecurityHeaders(app: FastifyInstance) {
  const pageHeaders = securityHeaders(app.config);
  const apiHeaders = apiSecurityHeaders(app.config);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return void reply.headers(pageHeaders);
    reply.headers(apiHeaders);
    if (!isPubliclyCacheable(request)) reply.header('cache-control', 'no-store');
  });
}
