import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** IANA's special-purpose ranges (RFC 6890 and successors): nothing a push service lives on. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
// ::/8 (unspecified, loopback, IPv4-mapped and -compatible) is checked by its text below: Node's
// BlockList would apply a rule on ::ffff:0:0/96 to every IPv4 address.
for (const [network, prefix] of [
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // Teredo and other protocol assignments
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local, where some clouds' metadata services answer (fd00:ec2::254)
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

const NAT64 = /^64:ff9b::(?:([0-9a-f]{1,4}):)?([0-9a-f]{1,4})$/;

/** The IPv4 address inside a NAT64 address (64:ff9b::/96, RFC 6052), else null. */
function embeddedIpv4(canonical: string): string | null {
  const match = NAT64.exec(canonical);
  if (!match) return null;
  const value = (parseInt(match[1] ?? '0', 16) << 16) | parseInt(match[2]!, 16);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

/** Whether `address` (an IP literal) is on the public internet: no loopback, private, link-local … */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !NON_PUBLIC.check(address, 'ipv4');
  if (version !== 6) return false;
  let canonical: string;
  try {
    // WHATWG's form: lower case, zeros compressed, an embedded IPv4 address in hex.
    canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  } catch {
    return false; // with a zone (fe80::1%eth0): link-local
  }
  // ::/8 holds nothing public, and IPv4-mapped ::ffff:127.0.0.1 reaches loopback.
  if (canonical.startsWith('::') || canonical.startsWith('0:')) return false;
  const inner = embeddedIpv4(canonical);
  if (inner) return isPublicAddress(inner);
  return !NON_PUBLIC.check(canonical, 'ipv6');
}

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to; tests give names of their own. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = (hostname) => dnsLookup(hostname, { all: true });

/** Why a connection was never opened: the host resolved to an address off the public internet. */
export class NonPublicAddressError extends Error {
  readonly code = 'ERR_NON_PUBLIC_ADDRESS';
}

const familyNumber = (family: number | string | undefined) =>
  family === 'IPv4' ? 4 : family === 'IPv6' ? 6 : Number(family ?? 0);

/**
 * A `lookup` for `net.connect` that resolves once, refuses the host when any of its addresses is
 * not public, and hands the checked addresses to the connection, so a second resolution (DNS
 * rebinding) can never swap an internal address in between the check and the connect.
 */
export function publicOnlyLookup(resolve: HostResolver): LookupFunction {
  return (hostname, options, answer) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address)))
          return answer(new NonPublicAddressError(`${hostname} resolves to a non-public address`), '');
        const wanted = familyNumber(options.family);
        const usable = wanted ? addresses.filter(({ family }) => family === wanted) : addresses;
        if (usable.length === 0) return answer(new Error(`${hostname} has no IPv${wanted} address`), '');
        if (options.all) return answer(null, usable);
        return answer(null, usable[0]!.address, usable[0]!.family);
      },
      (error: Error) => answer(error, ''),
    );
  };
}
