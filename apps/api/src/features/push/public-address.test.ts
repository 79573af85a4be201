import { describe, expect, it } from 'vitest';
import {
  isPublicAddress,
  NonPublicAddressError,
  publicOnlyLookup,
  type ResolvedAddress,
} from './public-address.ts';

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '142.250.74.46',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '2a00:1450:4001:80b::200a',
    '64:ff9b::808:808', // NAT64 of 8.8.8.8
  ])('takes %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.42.0.9'],
    ['this host', '0.0.0.0'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.16.0.1'],
    ['private 172.16/12, its end', '172.31.255.255'],
    ['private 192.168/16', '192.168.1.10'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['link-local, the cloud metadata service', '169.254.169.254'],
    ['multicast', '224.0.0.251'],
    ['broadcast', '255.255.255.255'],
    ['documentation', '203.0.113.7'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback in hex', '::ffff:7f00:1'],
    ['IPv4-mapped, even of a public address', '::ffff:8.8.8.8'],
    ['IPv4-compatible translated', '::ffff:0:7f00:1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['NAT64 of the metadata service', '64:ff9b::a9fe:a9fe'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['unique local', 'fd00::1'],
    ["unique local, EC2's metadata service", 'fd00:ec2::254'],
    ['unique local fc00::/8', 'fc12::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['no address at all', 'push.example'],
  ])('refuses %s (%s)', (_what, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('publicOnlyLookup', () => {
  const lookUp = (addresses: ResolvedAddress[], options: { all?: boolean; family?: number } = {}) =>
    new Promise<{ error: Error | null; address: unknown; family?: number }>((resolve) => {
      const lookup = publicOnlyLookup(async () => addresses);
      lookup('push.example', options, (error: Error | null, address: unknown, family?: number) =>
        resolve({ error, address, family }),
      );
    });

  it('hands the connection the addresses it checked', async () => {
    const addresses = [
      { address: '2a00:1450:4001:80b::200a', family: 6 },
      { address: '142.250.74.46', family: 4 },
    ];
    expect(await lookUp(addresses, { all: true })).toMatchObject({ error: null, address: addresses });
    expect(await lookUp(addresses, { family: 4 })).toMatchObject({ address: '142.250.74.46', family: 4 });
  });

  it('refuses a name when any of its addresses is internal', async () => {
    const { error } = await lookUp([
      { address: '142.250.74.46', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(error).toBeInstanceOf(NonPublicAddressError);
    expect((await lookUp([])).error).toBeInstanceOf(NonPublicAddressError);
  });
});
