import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

const google = { AUTH_GOOGLE_ID: "client.apps.googleusercontent.com", AUTH_GOOGLE_SECRET: "secret" };

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe("AUTH_GOOGLE_ISSUER (tests only)", () => {
  it("is unset by default, so Google sign-in talks to Google", () => {
    expect(parseEnv(google).AUTH_GOOGLE_ISSUER).toBeUndefined();
    expect(parseEnv({ ...google, AUTH_GOOGLE_ISSUER: "" }).AUTH_GOOGLE_ISSUER).toBeUndefined();
  });

  it("accepts an https stand-in on this machine", () => {
    for (const issuer of ["https://127.0.0.1:41234", "https://localhost:8443", "https://[::1]:9000"]) {
      expect(parseEnv({ ...google, AUTH_GOOGLE_ISSUER: issuer }).AUTH_GOOGLE_ISSUER).toBe(issuer);
    }
  });

  it("refuses any other issuer, and plain http, in one clear line", () => {
    for (const issuer of ["https://accounts.google.com", "https://evil.example", "http://127.0.0.1:41234", "https://127.0.0.1.evil.example", "not a url"]) {
      expect(problemsOf({ ...google, AUTH_GOOGLE_ISSUER: issuer })).toEqual([
        "AUTH_GOOGLE_ISSUER: must be an https address on this machine (a test stand-in for Google)",
      ]);
    }
  });

  it("means nothing without the Google client", () => {
    expect(problemsOf({ AUTH_GOOGLE_ISSUER: "https://127.0.0.1:41234" })).toEqual([
      "AUTH_GOOGLE_ISSUER: is only used with AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET",
    ]);
  });
});
