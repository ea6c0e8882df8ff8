import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signPayload, verifyExpiringPayload, verifyPayload } from "./signed-token";

const SECRET = "signed-token-test-secret-long-enough-000";

describe("signed payloads", () => {
  it("verify for the purpose, payload and secret they were made with, and for nothing else", () => {
    const signature = signPayload("unsubscribe:v1", "user_1", SECRET);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyPayload("unsubscribe:v1", "user_1", signature, SECRET)).toBe(true);
    // Another purpose, another payload, another secret, no secret.
    expect(verifyPayload("file-link:v1", "user_1", signature, SECRET)).toBe(false);
    expect(verifyPayload("unsubscribe:v1", "user_2", signature, SECRET)).toBe(false);
    expect(verifyPayload("unsubscribe:v1", "user_1", signature, `${SECRET}-other`)).toBe(false);
    expect(verifyPayload("unsubscribe:v1", "user_1", signature, undefined)).toBe(false);
    expect(verifyPayload("unsubscribe:v1", "user_1", signature, "")).toBe(false);
  });

  it("refuse a tampered, truncated, re-spelled or non-string signature", () => {
    const signature = signPayload("return-path:v1", "token\n/cart", SECRET);
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect(verifyPayload("return-path:v1", "token\n/cart", flipped, SECRET)).toBe(false);
    expect(verifyPayload("return-path:v1", "token\n/cart", signature.slice(0, 42), SECRET)).toBe(false);
    expect(verifyPayload("return-path:v1", "token\n/cart", `${signature}=`, SECRET)).toBe(false);
    // The last character carries two unused bits: another spelling of the same bytes is refused.
    const last = signature.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(verifyPayload("return-path:v1", "token\n/cart", `${signature.slice(0, 42)}${sibling}`, SECRET)).toBe(false);
    for (const value of [null, undefined, 42, ["x"], ""]) expect(verifyPayload("return-path:v1", "token\n/cart", value, SECRET)).toBe(false);
  });

  it("with an expiry: ok until the second it names, expired after, invalid when tampered whatever the time", () => {
    const expires = 1_800_000_000;
    const signature = signPayload("file-link:v1", `guides/a.pdf\n${expires}`, SECRET);
    expect(verifyExpiringPayload("file-link:v1", `guides/a.pdf\n${expires}`, signature, SECRET, expires, expires - 60)).toBe("ok");
    expect(verifyExpiringPayload("file-link:v1", `guides/a.pdf\n${expires}`, signature, SECRET, expires, expires)).toBe("ok");
    expect(verifyExpiringPayload("file-link:v1", `guides/a.pdf\n${expires}`, signature, SECRET, expires, expires + 1)).toBe("expired");
    // A later expiry in the payload is not the one signed.
    expect(verifyExpiringPayload("file-link:v1", `guides/a.pdf\n${expires + 3600}`, signature, SECRET, expires + 3600, expires + 1)).toBe("invalid");
    expect(verifyExpiringPayload("unsubscribe:v1", `guides/a.pdf\n${expires}`, signature, SECRET, expires, expires - 60)).toBe("invalid");
  });

  it("keep the unsubscribe links already sent working: the key is derived from the secret and the purpose", () => {
    const purpose = "atomic-guides:programme-emails-unsubscribe:v1";
    const key = createHmac("sha256", SECRET).update(purpose).digest();
    const before = createHmac("sha256", key).update("user_1").digest("base64url");
    expect(verifyPayload(purpose, "user_1", before, SECRET)).toBe(true);
  });
});
