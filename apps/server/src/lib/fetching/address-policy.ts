import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the server may fetch a person's URL from: never its own machine or the network
 * it runs in (loopback, private, link-local, carrier-grade NAT, cloud metadata, "this network",
 * multicast, reserved, documentation ranges, and the IPv6 forms that embed an IPv4 address), unless
 * the operator allows a range with RECIPE_IMPORT_ALLOW (a comma-separated CIDR list), for recipes
 * hosted at home (README, "Configuration").
 */
const refusedV4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const;
const refusedV6 = [
  // IPv4-compatible (deprecated) addresses embed an IPv4 address, loopback and private ones included; :: and ::1 are in it.
  ['::', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  // Teredo tunnels embed the client's IPv4 address (RFC 4380).
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const;

const refused = new BlockList();
for (const [network, prefix] of refusedV4) refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of refusedV6) refused.addSubnet(network, prefix, 'ipv6');

export interface AddressPolicy {
  /** Whether the server may connect to this IP address. */
  allows(address: string): boolean;
}

/** The policy with the operator's allowed ranges; an entry that is not a CIDR (or an address) throws at start. */
export function addressPolicy(allowList: string): AddressPolicy {
  const allowed = new BlockList();
  for (const entry of allowList
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [network = '', prefixText] = entry.split('/');
    const family = isIP(network);
    if (family === 0) throw new Error(`RECIPE_IMPORT_ALLOW: "${entry}" is not an address range`);
    const prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) {
      throw new Error(`RECIPE_IMPORT_ALLOW: "${entry}" has no valid prefix length`);
    }
    allowed.addSubnet(network, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return {
    allows(address) {
      const family = isIP(address);
      if (family === 0) return false;
      const type = family === 4 ? 'ipv4' : 'ipv6';
      return allowed.check(address, type) || !refused.check(address, type);
    },
  };
}
