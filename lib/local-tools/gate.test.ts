// The key link's answer from the proxy: a cookie a script cannot read, and the key gone from the address.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

const KEY = "the-local-tools-key-of-this-machine";

async function gate(env: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv("LOCAL_TOOLS_KEY", KEY);
  vi.stubEnv("RESEND_API_KEY", "");
  vi.stubEnv("EMAIL_FROM", "");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import("./gate")).localToolsGate;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the local tools key link (proxy)", () => {
  it("sets an httpOnly, SameSite=Lax cookie and redirects to the same page without the key", async () => {
    const localToolsGate = await gate({});
    const response = await localToolsGate(new NextRequest(`http://localhost:3000/dev/mailbox?to=a%40b.test&key=${KEY}`));
    expect(response?.status).toBe(303);
    expect(response?.headers.get("location")).toBe("http://localhost:3000/dev/mailbox?to=a%40b.test");
    const cookie = response?.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`local_tools_key=${KEY}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("marks the cookie Secure on https", async () => {
    const localToolsGate = await gate({});
    const response = await localToolsGate(new NextRequest(`https://shop.localhost/dev/mailbox?key=${KEY}`));
    expect(response?.headers.get("set-cookie")).toMatch(/Secure/i);
  });

  it("answers a wrong key with 404 and no cookie", async () => {
    const localToolsGate = await gate({});
    for (const key of ["wrong", "", KEY.toUpperCase()]) {
      const response = await localToolsGate(new NextRequest(`http://localhost:3000/dev/mailbox?key=${encodeURIComponent(key)}`));
      expect(response?.status, key).toBe(404);
      expect(response?.headers.get("set-cookie"), key).toBeNull();
    }
  });

  it("answers 404 for the mailbox when e-mail is real, even with the key", async () => {
    const localToolsGate = await gate({ RESEND_API_KEY: "re_123", EMAIL_FROM: "Shop <shop@atomic.example>" });
    for (const path of ["/dev/mailbox", `/dev/mailbox?key=${KEY}`, "/dev/mailbox/latest?to=a@b.test"]) {
      expect((await localToolsGate(new NextRequest(`http://localhost:3000${path}`)))?.status, path).toBe(404);
    }
  });

  it("leaves other paths alone", async () => {
    const localToolsGate = await gate({});
    expect(await localToolsGate(new NextRequest("http://localhost:3000/guides?key=x"))).toBeNull();
  });
});
