import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses the server may fetch a contact's picture from (issue 17, image tags): public
 * unicast ones only. Refused: unspecified, loopback, private, shared (carrier NAT), link-local,
 * multicast, reserved and benchmark ranges of IPv4; unspecified, loopback, IPv4-compatible,
 * unique-local, site-local, link-local and multicast IPv6; and an IPv6 address that carries an
 * IPv4 one (IPv4-mapped, NAT64, 6to4) is judged by that IPv4 address.
 */

/** IPv4 ranges that are not public: [first octets as a number, prefix length]. */
const REFUSED_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const ipv4Number = (address: string) => address.split('.').reduce((number, octet) => number * 256 + Number(octet), 0);

function isPublicIpv4(address: string): boolean {
  const number = ipv4Number(address);
  return !REFUSED_IPV4.some(([network, prefix]) => Math.floor(number / 2 ** (32 - prefix)) === Math.floor(ipv4Number(network) / 2 ** (32 - prefix)));
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part, `::` and a zone allowed). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const number = ipv4Number(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${Math.floor(number / 65536).toString(16)}:${(number % 65536).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [first, last] = [parse(head), tail === undefined ? [] : parse(tail)];
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/** The IPv4 address held in two 16-bit groups. */
const ipv4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

function isPublicIpv6(address: string): boolean {
  const groups = ipv6Groups(address);
  const [a = 0, b = 0, , , , f = 0, g = 0, h = 0] = groups;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroUpTo(5) && f === 0xffff) return isPublicIpv4(ipv4Of(g, h)); // IPv4-mapped ::ffff:a.b.c.d
  if (zeroUpTo(6)) return false; // unspecified ::, loopback ::1, IPv4-compatible ::a.b.c.d
  if (a === 0x64 && b === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) return isPublicIpv4(ipv4Of(g, h)); // NAT64 64:ff9b::/96
  if (a === 0x2002) return isPublicIpv4(ipv4Of(b, groups[2] ?? 0)); // 6to4 2002:aabb:ccdd::/48
  if ((a & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((a & 0xffc0) === 0xfe80 || (a & 0xffc0) === 0xfec0) return false; // link-local fe80::/10, site-local fec0::/10
  if ((a & 0xff00) === 0xff00) return false; // multicast ff00::/8
  return true;
}

/** Whether `address` (an IPv4 or IPv6 literal, IPv6 without brackets) is a public unicast address the server may connect to. Anything else is refused. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicIpv4(address);
  if (isIPv6(address)) return isPublicIpv6(address);
  return false;
}
