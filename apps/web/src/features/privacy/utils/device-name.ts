import Bowser from 'bowser';

/** A device as people name it, from the User-Agent it signed in with: its browser and system. */
export function deviceName(userAgent: string | null): { browser: string; system: string } | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  if (!browser || !system) return null;
  return { browser, system };
}
