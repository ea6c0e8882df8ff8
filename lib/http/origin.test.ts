import { describe, expect, it } from "vitest";
import { originVerdict, refuseCrossSiteRequest, siteOriginsOf } from "./origin";

const headers = (values: Record<string, string>) => new Headers(values);

describe("originVerdict", () => {
  it("accepts the host the request was sent to, directly or through a reverse proxy", () => {
    expect(originVerdict(headers({ origin: "http://localhost:3000", host: "localhost:3000" }))).toBe("same-site");
    expect(originVerdict(headers({ origin: "https://shop.example", host: "10.0.0.5:3000", "x-forwarded-host": "shop.example" }))).toBe("same-site");
    expect(originVerdict(headers({ origin: "https://shop.example", host: "10.0.0.5:3000" }), ["https://shop.example"])).toBe("same-site");
  });

  it("refuses other sites, `null`, other ports and non-web schemes", () => {
    expect(originVerdict(headers({ origin: "https://evil.example", host: "shop.example" }))).toBe("cross-site");
    expect(originVerdict(headers({ origin: "null", host: "shop.example" }))).toBe("cross-site");
    expect(originVerdict(headers({ origin: "http://localhost:4000", host: "localhost:3000" }))).toBe("cross-site");
    expect(originVerdict(headers({ origin: "chrome-extension://abc", host: "abc" }))).toBe("cross-site");
    expect(originVerdict(headers({ origin: "not a url", host: "shop.example" }))).toBe("cross-site");
    expect(originVerdict(headers({ origin: "https://shop.example.evil.example", host: "shop.example" }), ["https://shop.example"])).toBe("cross-site");
  });

  it("reads the host as Next's own action check does: the forwarded host when there is one, compared exactly", () => {
    // The Origin names the Host, but a proxy says the request was sent to another host: refused,
    // as Next's check would refuse it (with a 500) after the proxy.
    expect(originVerdict(headers({ origin: "http://localhost:3000", host: "localhost:3000", "x-forwarded-host": "evil.example" }))).toBe("cross-site");
    expect(originVerdict(headers({ origin: "https://shop.example", host: "10.0.0.5:3000", "x-forwarded-host": "shop.example, cdn.example" }))).toBe(
      "same-site",
    );
    expect(originVerdict(headers({ origin: "https://cdn.example", host: "10.0.0.5:3000", "x-forwarded-host": "shop.example, cdn.example" }))).toBe(
      "cross-site",
    );
    // An empty forwarded host is no forwarded host.
    expect(originVerdict(headers({ origin: "http://localhost:3000", host: "localhost:3000", "x-forwarded-host": "" }))).toBe("same-site");
    expect(originVerdict(headers({ origin: "http://localhost:3000", host: "LOCALHOST:3000" }))).toBe("cross-site");
    // The configured site is accepted whatever the headers say, as Next's allowedOrigins is.
    expect(originVerdict(headers({ origin: "https://shop.example", host: "a", "x-forwarded-host": "b" }), ["https://shop.example"])).toBe("same-site");
  });

  it("tells a missing Origin apart", () => {
    expect(originVerdict(headers({ host: "shop.example" }))).toBe("missing");
  });
});

describe("refuseCrossSiteRequest", () => {
  const post = (values: Record<string, string>) => new Request("http://shop.example/api/x", { method: "POST", headers: values });

  it("answers 403 to cross-site and Origin-less POSTs and lets same-site ones through", async () => {
    const crossSite = refuseCrossSiteRequest(post({ origin: "https://evil.example", host: "shop.example" }));
    expect(crossSite?.status).toBe(403);
    expect(await crossSite?.text()).toContain("cross-site request refused");
    expect(refuseCrossSiteRequest(post({ host: "shop.example" }))?.status).toBe(403);
    expect(refuseCrossSiteRequest(post({ host: "shop.example" }), { allowMissingOrigin: true })).toBeNull();
    expect(refuseCrossSiteRequest(post({ origin: "http://shop.example", host: "shop.example" }))).toBeNull();
  });

  it("leaves reads alone", () => {
    expect(refuseCrossSiteRequest(new Request("http://shop.example/api/x", { headers: { origin: "https://evil.example" } }))).toBeNull();
  });
});

describe("siteOriginsOf", () => {
  it("is the configured SITE_URL's origin, and nothing when none is configured (as Next's allowedOrigins)", () => {
    expect(siteOriginsOf("https://shop.example/")).toEqual(["https://shop.example"]);
    expect(siteOriginsOf(" https://shop.example/path ")).toEqual(["https://shop.example"]);
    expect(siteOriginsOf(undefined)).toEqual([]);
    expect(siteOriginsOf("")).toEqual([]);
    expect(siteOriginsOf("not a url")).toEqual([]);
  });
});
