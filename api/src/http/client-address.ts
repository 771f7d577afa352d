// The address a request came from, as the rate limits count it: the socket's peer, or, behind the
// shop's own proxies (TRUST_PROXY=<number of proxies>), the X-Forwarded-For entry the outermost
// trusted proxy appended. Entries are read from the right: every proxy appends the address it saw,
// so everything left of the trusted ones is whatever the client chose to send. One address has one
// spelling here (IPv4 in dotted decimal without leading zeros, IPv4-mapped IPv6 as IPv4), and an
// IPv6 client is its /64, the block one subscriber gets. Used for limits, never stored in clear.
import { isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { servicesOf, type PlatformEnv } from "../platform/services.ts";

/** 1.2.3.4, 001.002.003.004 → "1.2.3.4"; anything else → null. */
function dottedIPv4(text: string): string | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers.join(".") : null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included), or null. */
function ipv6Groups(text: string): number[] | null {
  if (!isIPv6(text)) return null;
  let address = text.toLowerCase();
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail) {
    const v4 = dottedIPv4(tail[1]);
    if (!v4) return null;
    const [a, b, c, d] = v4.split(".").map(Number);
    address = `${address.slice(0, tail.index)}:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = address.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const missing = 8 - left.length - right.length;
  const groups = rest === undefined ? left : [...left, ...Array<string>(missing).fill("0"), ...right];
  return groups.length === 8 ? groups.map((group) => parseInt(group, 16)) : null;
}

/**
 * One spelling per client: IPv4 as dotted decimal (leading zeros dropped, the IPv4-mapped IPv6
 * form unwrapped), IPv6 as its /64 ("2001:db8:0:1::/64"); a port or
 * brackets around the address are dropped. Null for what is no IP address.
 */
export function normalClientAddress(raw: string): string | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/%.*$/, ""); // a zone index names the local interface, not the client
  const v4 = dottedIPv4(text);
  if (v4) return v4;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/**
 * The client of a request that passed `trustedHops` proxies of the shop's own: the entry that many
 * places from the right of X-Forwarded-For (all its headers, in order), or its left-most entry when
 * the header has fewer (the request did not come through them all); the peer's address without
 * trusted proxies, or when the chosen entry is no address.
 */
export function clientAddressOf(forwardedFor: string | undefined, peer: string | undefined, trustedHops: number) {
  if (trustedHops > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = hops[Math.max(0, hops.length - trustedHops)];
    const address = entry === undefined ? null : normalClientAddress(entry);
    if (address) return address;
  }
  return (peer && normalClientAddress(peer)) ?? "unknown";
}

export function clientAddress<E extends PlatformEnv>(c: Context<E>): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // app.request() in tests has no socket
  }
  // Several X-Forwarded-For headers are one list (RFC 9110 §5.3); the Fetch API joins them with ", ".
  return clientAddressOf(c.req.header("x-forwarded-for"), peer, servicesOf(c).env.TRUST_PROXY);
}
