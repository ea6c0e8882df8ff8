import { afterEach, describe, expect, it, vi } from "vitest";
import { viewerMayReadMailbox, viewerMayUseSandboxSession, type LocalToolsViewer } from "./rules";

const keyHolder: LocalToolsViewer = { keyHolder: true };
const visitor: LocalToolsViewer = { keyHolder: false, user: null };
const buyer: LocalToolsViewer = { keyHolder: false, user: { id: "buyer", isAdmin: false } };
const someoneElse: LocalToolsViewer = { keyHolder: false, user: { id: "eve", isAdmin: false } };
const admin: LocalToolsViewer = { keyHolder: false, user: { id: "ada", isAdmin: true } };

describe("who may open the local tools: the key holder and admins", () => {
  it("opens the mailbox only to the key holder and admins", () => {
    expect([keyHolder, admin].map(viewerMayReadMailbox)).toEqual([true, true]);
    expect([visitor, buyer, someoneElse].map(viewerMayReadMailbox)).toEqual([false, false, false]);
  });

  it("opens a sandbox checkout to its buyer, the key holder and admins", () => {
    expect([keyHolder, admin, buyer].map((viewer) => viewerMayUseSandboxSession(viewer, "buyer"))).toEqual([true, true, true]);
    expect([visitor, someoneElse].map((viewer) => viewerMayUseSandboxSession(viewer, "buyer"))).toEqual([false, false]);
  });

  it("opens a checkout without an owner to the key holder and admins only", () => {
    expect([keyHolder, admin, buyer, visitor].map((viewer) => viewerMayUseSandboxSession(viewer, null))).toEqual([true, true, false, false]);
  });

  it("opens a visitor's gift checkout to the browser it is bound to, and no other", () => {
    expect([visitor, someoneElse].map((viewer) => viewerMayUseSandboxSession(viewer, null, true))).toEqual([true, true]);
    expect([visitor, someoneElse].map((viewer) => viewerMayUseSandboxSession(viewer, null, false))).toEqual([false, false]);
  });
});

describe("the local key", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function keyModule(key: string | undefined) {
    vi.resetModules();
    vi.stubEnv("LOCAL_TOOLS_KEY", key ?? "");
    return import("./key");
  }

  it("matches only the configured key, exactly", async () => {
    const { isLocalToolsKey } = await keyModule("the-local-tools-key-of-this-machine");
    expect(isLocalToolsKey("the-local-tools-key-of-this-machine")).toBe(true);
    for (const wrong of [
      "the-local-tools-key-of-this-machin",
      "the-local-tools-key-of-this-machine ",
      "THE-LOCAL-TOOLS-KEY-OF-THIS-MACHINE",
      "",
      null,
      undefined,
    ]) {
      expect(isLocalToolsKey(wrong), String(wrong)).toBe(false);
    }
  });

  it("lets nobody in when no key is configured", async () => {
    const { isLocalToolsKey } = await keyModule(undefined);
    expect(isLocalToolsKey("")).toBe(false);
    expect(isLocalToolsKey("anything-at-all-anything-at-all")).toBe(false);
  });

  it("reads the key from a bearer header or a cookie header", async () => {
    const { bearerToken, cookieValue, LOCAL_TOOLS_COOKIE } = await keyModule("the-local-tools-key-of-this-machine");
    expect(bearerToken("Bearer abc_DEF-123")).toBe("abc_DEF-123");
    expect(bearerToken("bearer  abc")).toBe("abc");
    expect(bearerToken("Basic abc")).toBeNull();
    expect(bearerToken(null)).toBeNull();
    expect(cookieValue(`a=1; ${LOCAL_TOOLS_COOKIE}=k%2Dey; b=2`, LOCAL_TOOLS_COOKIE)).toBe("k-ey");
    expect(cookieValue(`x${LOCAL_TOOLS_COOKIE}=nope`, LOCAL_TOOLS_COOKIE)).toBeNull();
    expect(cookieValue(`${LOCAL_TOOLS_COOKIE}=%E0%A4%A`, LOCAL_TOOLS_COOKIE)).toBe("%E0%A4%A");
    expect(cookieValue(null, LOCAL_TOOLS_COOKIE)).toBeNull();
  });
});
