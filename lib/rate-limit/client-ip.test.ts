import { describe, expect, it } from "vitest";
import { addressBucket, clientIpFrom, UNATTRIBUTED_BUCKET } from "./client-ip";
import { isValidTrustProxy, trustedProxyHops } from "@/lib/http/trust-proxy";

const forwarded = (value: string) => new Headers({ "x-forwarded-for": value });

describe("the per-IP bucket of a request", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted: the address is unknown and there is no per-IP bucket", () => {
    for (const value of ["203.0.113.7", "198.51.100.1, 203.0.113.7", "10.0.0.1"]) {
      expect(clientIpFrom(forwarded(value), {})).toBeNull();
      expect(clientIpFrom(forwarded(value), { TRUST_PROXY: "false" })).toBeNull();
    }
    expect(clientIpFrom(new Headers(), {})).toBeNull();
  });

  it("behind one trusted proxy takes the address that proxy appended, not what the client wrote before it", () => {
    expect(clientIpFrom(forwarded("203.0.113.7"), { TRUST_PROXY: "true" })).toBe("203.0.113.7");
    expect(clientIpFrom(forwarded("1.1.1.1, 2.2.2.2, 203.0.113.7"), { TRUST_PROXY: "1" })).toBe("203.0.113.7");
    expect(clientIpFrom(forwarded("1.1.1.1,203.0.113.7"), { VERCEL: "1" })).toBe("203.0.113.7");
  });

  it("behind two proxies takes the second entry from the end", () => {
    expect(clientIpFrom(forwarded("9.9.9.9, 203.0.113.7, 10.0.0.2"), { TRUST_PROXY: "2" })).toBe("203.0.113.7");
    // Fewer entries than trusted proxies: something is off, so no client-written entry is used.
    expect(clientIpFrom(forwarded("203.0.113.7"), { TRUST_PROXY: "2" })).toBe(UNATTRIBUTED_BUCKET);
  });

  it("puts a malformed chain behind a trusted proxy in one bucket of its own", () => {
    expect(clientIpFrom(forwarded("not-an-address"), { TRUST_PROXY: "1" })).toBe(UNATTRIBUTED_BUCKET);
    expect(clientIpFrom(forwarded(""), { TRUST_PROXY: "1" })).toBe(UNATTRIBUTED_BUCKET);
  });

  it("reads TRUST_PROXY as on, off or a number of proxies; Vercel trusts its edge by default", () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ VERCEL: "1" })).toBe(1);
    expect(trustedProxyHops({ VERCEL: "1", TRUST_PROXY: "false" })).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY: "yes" })).toBe(1);
    expect(trustedProxyHops({ TRUST_PROXY: "3" })).toBe(3);
    expect(trustedProxyHops({ TRUST_PROXY: "maybe" })).toBe(0);
    expect(["", "true", " ON ", "false", "no", "2"].every((value) => isValidTrustProxy(value))).toBe(true);
    expect(isValidTrustProxy(undefined)).toBe(true);
    expect(["maybe", "-1", "1.5", "100"].some((value) => isValidTrustProxy(value))).toBe(false);
  });

  it("puts an IPv6 host in its /64 network and unwraps ports and IPv4-mapped addresses", () => {
    expect(addressBucket("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:2::1")).toBe(addressBucket("2001:db8:1:2:ffff::9"));
    expect(addressBucket("[2001:db8::1]:443")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("999.1.1.1")).toBeNull();
    expect(addressBucket("")).toBeNull();
  });
});
