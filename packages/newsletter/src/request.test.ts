import { describe, expect, test } from "vitest";
import {
  checkOrigin,
  clientAddress,
  localOrigin,
  networkSubject,
  normalizeIp,
  rateLimitSubject,
  serverOrigin,
} from "./request.ts";

const site = "https://www.casinolupa.es";

describe("checkOrigin", () => {
  test.each([
    [{ origin: "https://www.casinolupa.es" }, true],
    [{ origin: "https://WWW.casinolupa.es:443" }, true],
    [{ origin: "https://www.casinolupa.es", "sec-fetch-site": "same-origin" }, true],
    [{ "sec-fetch-site": "same-origin" }, true],
    [{ origin: "http://www.casinolupa.es" }, false],
    [{ origin: "https://casinolupa.es" }, false],
    [{ origin: "https://www.casinolupa.es.evil.example" }, false],
    [{ origin: "null" }, false],
    [{ "sec-fetch-site": "same-site" }, false],
    [{ "sec-fetch-site": "cross-site" }, false],
    [{ "sec-fetch-site": "none" }, false],
    [{}, false],
  ])("%o -> %s", (headers, ok) => {
    expect(checkOrigin(new Headers(headers), site).ok).toBe(ok);
  });

  test("also accepts the extra origins it is given", () => {
    expect(checkOrigin(new Headers({ origin: "https://casinolupa.es" }), [site, "https://casinolupa.es"]).ok).toBe(
      true,
    );
  });
});

describe("clientAddress", () => {
  const headers = new Headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" });

  test("is the socket's peer unless proxies are trusted; X-Forwarded-For is then read from the right", () => {
    expect(clientAddress(headers, { remoteAddress: "::ffff:10.0.0.3" })).toBe("10.0.0.3");
    expect(clientAddress(headers, { remoteAddress: "10.0.0.3", trustedProxies: 1 })).toBe("10.0.0.2");
    expect(clientAddress(headers, { remoteAddress: "10.0.0.3", trustedProxies: 2 })).toBe("203.0.113.9");
    expect(clientAddress(new Headers(), { remoteAddress: "10.0.0.3", trustedProxies: 1 })).toBe("10.0.0.3");
    expect(clientAddress(new Headers({ "x-forwarded-for": "nonsense" }), { trustedProxies: 1 })).toBeNull();
  });

  test("normalizeIp keeps valid addresses only", () => {
    expect(normalizeIp("2001:DB8::1")).toBe("2001:db8::1");
    expect(normalizeIp("999.1.1.1")).toBeNull();
    expect(normalizeIp(undefined)).toBeNull();
  });
});

describe("rateLimitSubject", () => {
  test("counts IPv4 addresses one by one and IPv6 by /64 network", () => {
    expect(rateLimitSubject("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitSubject("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitSubject("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitSubject(null)).toBe("unknown");
  });
});

describe("networkSubject", () => {
  test("puts IPv4 addresses in their /24 and IPv6 addresses in their /48", () => {
    expect(networkSubject("203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkSubject("203.0.113.250")).toBe("203.0.113.0/24");
    expect(networkSubject("203.0.114.9")).toBe("203.0.114.0/24");
    expect(networkSubject("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1::/48");
    expect(networkSubject("2001:db8:1:ffff::9")).toBe("2001:db8:1::/48");
    expect(networkSubject("2001:db8:2::1")).toBe("2001:db8:2::/48");
    expect(networkSubject(null)).toBe("unknown");
  });
});

describe("serverOrigin", () => {
  test("is SITE_ORIGIN when set (as an origin), else the address the server listens on", () => {
    expect(serverOrigin({ siteOrigin: " https://www.casinolupa.es/ ", host: "0.0.0.0", port: 3000 })).toBe(
      "https://www.casinolupa.es",
    );
    expect(serverOrigin({ siteOrigin: undefined, host: "127.0.0.1", port: 4861 })).toBe("http://127.0.0.1:4861");
    expect(serverOrigin({ siteOrigin: "  ", host: "0.0.0.0", port: 3000 })).toBe("http://localhost:3000");
  });
});

describe("localOrigin", () => {
  test.each([
    ["0.0.0.0", 3000, "http://localhost:3000"],
    ["::", 3000, "http://localhost:3000"],
    ["127.0.0.1", 3650, "http://127.0.0.1:3650"],
    ["::1", 8080, "http://[::1]:8080"],
    ["[::1]", 8080, "http://[::1]:8080"],
    ["casinolupa.local", 80, "http://casinolupa.local:80"],
  ])("listening on %s port %i is reached at %s", (host, port, origin) => {
    expect(localOrigin(host, port)).toBe(origin);
  });

  test("a request whose Host and Origin name another site does not pass the check for the local origin", () => {
    const forged = new Headers({
      host: "login-casinolupa.evil.example",
      origin: "http://login-casinolupa.evil.example",
    });
    expect(checkOrigin(forged, localOrigin("0.0.0.0", 3000))).toEqual({ ok: false, reason: "foreign-origin" });
    const local = new Headers({ origin: "http://localhost:3000" });
    expect(checkOrigin(local, localOrigin("0.0.0.0", 3000))).toEqual({ ok: true, via: "origin" });
  });
});
