const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party `<script>` once per URL and resolves when it has run. Used only for the
 * providers whose SDKs are not on npm (Apple, Yandex) and the analytics counters, and only when they
 * are configured. `anonymous: false` leaves out `crossorigin` for hosts that do not promise CORS.
 */
export function loadScript(src: string, { anonymous = true }: { anonymous?: boolean } = {}): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (anonymous) script.crossOrigin = 'anonymous';
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
