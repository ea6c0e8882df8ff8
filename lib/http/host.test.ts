import { describe, expect, it } from "vitest";
import { isWellFormedHost, refuseMalformedHost } from "./host";

const WELL_FORMED = [
  "localhost",
  "localhost:3000",
  "shop.example",
  "shop.example.",
  "www.shop-example.co.uk:443",
  "127.0.0.1",
  "127.0.0.1:3100",
  "10.0.0.5:65535",
  "[::1]",
  "[::1]:3400",
  "[2001:db8::7]:8080",
  "my_host.internal",
  "xn--bcher-kva.example",
  "localhost:",
];

const MALFORMED = [
  "",
  "a b",
  " localhost",
  "a\tb",
  "a/b",
  "a@b",
  "a?b",
  "a#b",
  "a%20b",
  "a\\b",
  "localhost:99999",
  "localhost:3000:1",
  "localhost:x",
  "1.2.3.999",
  "256.0.0.1",
  "[:::]",
  "[v1.x]",
  "[::1",
  "::1",
  "é.example",
  "a,b",
  "evil.example,localhost:3000",
];

describe("isWellFormedHost", () => {
  it("accepts names, IPv4 and bracketed IPv6 addresses, with an optional port", () => {
    for (const host of WELL_FORMED) expect(isWellFormedHost(host), host).toBe(true);
  });

  it("refuses anything else, so no URL the shop builds from a host can fail", () => {
    for (const host of MALFORMED) expect(isWellFormedHost(host), host).toBe(false);
  });
});

describe("refuseMalformedHost", () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it("answers 400 with a sentence for a malformed Host, X-Forwarded-Host or X-Forwarded-Proto", async () => {
    const host = refuseMalformedHost(headers({ host: "a b" }));
    expect(host?.status).toBe(400);
    expect(await host?.text()).toBe("Bad request: malformed Host header.\n");
    expect(refuseMalformedHost(headers({ host: "localhost:3000", "x-forwarded-host": "a b" }))?.status).toBe(400);
    // A list is refused: the sign-in code would read it as one host.
    expect(refuseMalformedHost(headers({ host: "localhost:3000", "x-forwarded-host": "shop.example, cdn.example" }))?.status).toBe(400);
    expect(refuseMalformedHost(headers({ host: "localhost:3000", "x-forwarded-host": "evil.example,localhost:3000" }))?.status).toBe(400);
    expect(refuseMalformedHost(headers({ host: "localhost:3000", "x-forwarded-proto": "a b" }))?.status).toBe(400);
    expect(refuseMalformedHost(headers({ host: "localhost:3000", "x-forwarded-proto": "https, http" }))?.status).toBe(400);
  });

  it("lets well-formed requests through, and one without a Host (Node's server requires it of HTTP/1.1 itself)", () => {
    expect(refuseMalformedHost(headers({}))).toBeNull();
    expect(refuseMalformedHost(headers({ host: "localhost:3000" }))).toBeNull();
    expect(refuseMalformedHost(headers({ host: "10.0.0.5:3000", "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" }))).toBeNull();
    expect(refuseMalformedHost(headers({ host: "[::1]:3000", "x-forwarded-proto": "HTTP" }))).toBeNull();
  });
});
