import { isIP } from 'node:net';
import type { Config } from '../../config.ts';

/**
 * Duet POSTs to whatever endpoint a device stores, so only a push service's kind of URL is taken:
 * https to a named host. Outside production, http to 127.0.0.1 too, for a local fake push service.
 */
export function isAllowedPushEndpoint(endpoint: string, nodeEnv: Config['NODE_ENV']): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (nodeEnv !== 'production' && url.hostname === '127.0.0.1') return true;
  return (
    url.protocol === 'https:' &&
    isIP(url.hostname.replace(/^\[|\]$/g, '')) === 0 &&
    url.hostname !== 'localhost'
  );
}
