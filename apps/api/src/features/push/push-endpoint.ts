import { isIP } from 'node:net';
import type { Config } from '../../config.ts';

/**
 * Names that only mean something inside a network (RFC 6761, 6762, 8375, and the suffixes of
 * cloud metadata and Kubernetes services): no push service is reached by one.
 */
const INTERNAL_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'home.arpa',
  'localdomain',
  'lan',
  'home',
  'corp',
  'intranet',
  'svc',
];

function isInternalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (!name.includes('.')) return true; // a machine's own or a neighbour's name
  return INTERNAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/**
 * Duet POSTs to whatever endpoint a device stores, so only a push service's kind of URL is taken:
 * https to a public-looking host name. Outside production, http to 127.0.0.1 too, for a local fake
 * push service. Where the name leads is checked again when sending, against the resolved address.
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
    !isInternalName(url.hostname)
  );
}
