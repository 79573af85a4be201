import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Security headers and the CSP of every response, pages and API alike. */
export async function setupSecurityHeaders(app: FastifyInstance) {
  const isProduction = app.config.NODE_ENV === 'production';
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Radix and sonner set inline styles at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
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
}
