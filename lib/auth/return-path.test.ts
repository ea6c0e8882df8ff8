import { describe, expect, it } from "vitest";
import { returnPathParams, verifiedReturnPath } from "./return-path";

const SECRET = "a-test-secret-that-is-long-enough-000000";
const TOKEN = "A".repeat(43);

describe("the return path carried through a confirmation link", () => {
  it("round-trips a path of this site signed for the link's token", () => {
    const params = returnPathParams(TOKEN, "/cart", SECRET);
    expect(params.next).toBe("/cart");
    expect(verifiedReturnPath(TOKEN, params.next, params.sig, SECRET)).toBe("/cart");
    const guide = returnPathParams(TOKEN, "/guides/quantum-focus?x=1", SECRET);
    expect(verifiedReturnPath(TOKEN, guide.next, guide.sig, SECRET)).toBe("/guides/quantum-focus?x=1");
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "/..//evil.example", "/%2e%2e//evil.example", "javascript:alert(1)"])(
    "signs no link for another origin: %s",
    (target) => {
      expect(returnPathParams(TOKEN, target, SECRET)).toEqual({});
    },
  );

  it("refuses a path that was changed, a signature for another token, or a different secret", () => {
    const { next, sig } = returnPathParams(TOKEN, "/cart", SECRET);
    expect(verifiedReturnPath(TOKEN, "/shelf", sig, SECRET)).toBeNull();
    expect(verifiedReturnPath(TOKEN, "//evil.example", sig, SECRET)).toBeNull();
    expect(verifiedReturnPath("B".repeat(43), next, sig, SECRET)).toBeNull();
    expect(verifiedReturnPath(TOKEN, next, sig, `${SECRET}-other`)).toBeNull();
    expect(verifiedReturnPath(TOKEN, next, "short", SECRET)).toBeNull();
  });

  it("carries nothing without a secret or a target, and ignores values of the wrong type", () => {
    expect(returnPathParams(TOKEN, "/cart", undefined)).toEqual({});
    expect(returnPathParams(TOKEN, null, SECRET)).toEqual({});
    const { next, sig } = returnPathParams(TOKEN, "/cart", SECRET);
    expect(verifiedReturnPath(TOKEN, next, sig, undefined)).toBeNull();
    expect(verifiedReturnPath(TOKEN, ["/cart"], sig, SECRET)).toBeNull();
    expect(verifiedReturnPath(TOKEN, next, null, SECRET)).toBeNull();
  });
});
