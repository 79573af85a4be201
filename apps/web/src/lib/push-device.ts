/**
 * This browser's side of web push (ADR 0024): permission and the PushManager subscription of the
 * service worker that lib/service-worker.ts registered. What the API stores is features/push's.
 */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The worker's registration once it is active; null without one (a development server). */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? navigator.serviceWorker.ready : null;
}

export async function getDeviceSubscription(): Promise<PushSubscription | null> {
  const registration = await activeRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

export class PushPermissionError extends Error {}

/** Asks the browser's permission, then subscribes with the server's VAPID key. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  // First, while the click that asked still counts as the user's gesture.
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const registration = await activeRegistration();
  if (!registration) throw new Error('no service worker');
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
}

/** Unsubscribes this browser; answers the endpoint it had, if any. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await getDeviceSubscription().catch(() => null);
  if (!subscription) return null;
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
