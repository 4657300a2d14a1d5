// Who the visitor is, for the newsletter's rate limits and consent evidence. Without proxies it is the TCP
// peer. Behind TRUST_PROXY_HOPS proxies, X-Forwarded-For is read only when each hop it is read through is a
// peer inside TRUSTED_PROXY_RANGES: a client that reaches the process directly cannot name another address.
import proxyAddr from "proxy-addr";

export type TrustProxy = (address: string, hop: number) => boolean;

/** Express's `trust proxy` function: hop `i` (0 = the TCP peer) is a proxy to look through. */
export function trustProxy(hops: number, ranges: string): TrustProxy {
  if (hops <= 0) return () => false;
  const inRange = proxyAddr.compile(
    ranges
      .split(",")
      .map((range) => range.trim())
      .filter(Boolean),
  );
  return (address, hop) => hop < hops && inRange(address, hop);
}
