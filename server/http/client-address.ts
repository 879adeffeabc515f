import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIPv4, isIPv6 } from 'node:net';

/** Requests made in-process (tests) have no socket: they share this one address. */
export const UNKNOWN_ADDRESS = 'unknown';

/** The eight 16-bit groups of a valid IPv6 address; a dotted IPv4 tail is two of them. */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string | undefined) =>
    part
      ? part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const [head, tail] = address.split('::');
  const first = groupsOf(head);
  const last = groupsOf(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * The key of one client: an IPv4 address as it is (IPv4-mapped IPv6 too), an IPv6 address by its
 * /64, which one subscriber usually holds whole; null when `raw` is not an IP address.
 */
function normalise(raw: string): string | null {
  const address = raw.trim();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  // a zone (fe80::1%eth0) names this host's interface, not the client
  const groups = ipv6Groups(address.split('%')[0]!);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Who sent a request, for counting it: the socket's peer, or, behind `trustProxyHops` proxies of
 * our own, the address the outermost of them saw (Express's `trust proxy = N`). Each proxy appends
 * its peer to X-Forwarded-For, so the list is read from the right, one hop per trusted proxy; what
 * a client wrote itself is further left and never reached. An entry that is not an address stops
 * the walk at the last trusted one: a key is never free text.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxyHops: number,
): string {
  let address = socketAddress === undefined ? null : normalise(socketAddress);
  if (address === null) return UNKNOWN_ADDRESS;
  const hops = (forwardedFor ?? '').split(',').reverse().slice(0, trustProxyHops);
  for (const hop of hops) {
    const forwarded = normalise(hop);
    if (forwarded === null) break;
    address = forwarded;
  }
  return address;
}

/** `clientAddress` of a request served by @hono/node-server. */
export function requestAddress(c: Context, trustProxyHops: number): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    // no Node socket behind this request (app.request in tests)
  }
  return clientAddress(socketAddress, c.req.header('X-Forwarded-For'), trustProxyHops);
}
