/** What the API pushes (`apps/api/src/features/push/push-texts.ts`). */
export type PushPayload = { title?: unknown; body?: unknown; url?: unknown; tag?: unknown };

const ICON = '/icons/icon-192.png';

/**
 * The notification to show for a push. A payload that cannot be read still shows a plain "Duet"
 * (a push must show something), and only Duet's own paths are opened on a click.
 */
export function pushNotification(payload: PushPayload | null): {
  title: string;
  options: NotificationOptions;
} {
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);
  const url = text(payload?.url);
  return {
    title: text(payload?.title) ?? 'Duet',
    options: {
      body: text(payload?.body) ?? '',
      icon: ICON,
      badge: ICON,
      tag: text(payload?.tag) ?? 'duet',
      data: { url: url?.startsWith('/') && !url.startsWith('//') ? url : '/' },
    },
  };
}
