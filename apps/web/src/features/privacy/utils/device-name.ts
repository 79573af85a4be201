import Bowser from 'bowser';

export type DeviceKind = 'phone' | 'tablet' | 'computer';

/**
 * A device as people name it, from the User-Agent it signed in with: its browser and system, and
 * whether it is a phone, a tablet or a computer (a computer when the User-Agent does not say).
 */
export function deviceName(
  userAgent: string | null,
): { browser: string; system: string; kind: DeviceKind } | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  if (!browser || !system) return null;
  const type = parsed.platform.type;
  return { browser, system, kind: type === 'mobile' ? 'phone' : type === 'tablet' ? 'tablet' : 'computer' };
}
