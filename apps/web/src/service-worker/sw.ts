import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { pushNotification, type PushPayload } from './push-notification.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// ADR 0015: the shell is precached (vite-plugin-pwa injects its list), a new worker takes over at
// once but reloads nothing, and pages come from the network while it answers.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

// Only when the network fails does the cached shell start Duet; unknown paths stay real 404s.
const NOT_PAGES = /^\/(api\/|healthz$|readyz$|version\.json$|sitemap\.xml$|robots\.txt$)/;
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !NOT_PAGES.test(url.pathname),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] }),
);

// Web push (ADR 0024): the API sends discreet JSON; show it, and open its page on a click.
self.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json();
  } catch {
    payload = null;
  }
  const { title, options } = pushNotification(payload as PushPayload | null);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const path =
    typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
      ? data.url
      : '/';
  const url = new URL(path, self.location.origin);
  event.waitUntil(openOrFocus(url.origin === self.location.origin ? url.href : self.location.origin));
});

/** Focuses an open Duet tab on that page, or navigates one there, or opens a new window. */
async function openOrFocus(href: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === href);
  if (same) return same.focus();
  const any = windows[0];
  if (any) {
    const focused = await any.focus();
    return focused.navigate(href);
  }
  return self.clients.openWindow(href);
}
