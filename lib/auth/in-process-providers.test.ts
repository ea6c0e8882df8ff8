import { describe, expect, it } from "vitest";
import { isInProcessOnlyCallback } from "./in-process-providers";

describe("Auth.js callbacks the shop answers only in process", () => {
  it("matches the password and e-mail-link callbacks however the path is spelled", () => {
    for (const path of [
      "/api/auth/callback/credentials",
      "/api/auth/callback/credentials/",
      "/api/auth//callback//credentials",
      "/api/auth/callback/email-link",
    ]) {
      expect(isInProcessOnlyCallback(path)).toBe(true);
    }
  });

  it("leaves sign-out, the session, CSRF and Google to Auth.js", () => {
    for (const path of [
      "/api/auth/signout",
      "/api/auth/session",
      "/api/auth/csrf",
      "/api/auth/callback/google",
      "/api/auth/signin/google",
      "/api/authx/callback/credentials",
    ]) {
      expect(isInProcessOnlyCallback(path)).toBe(false);
    }
  });
});
