import { describe, expect, it } from "vitest";
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceCookieIn, issueDeviceCookie, verifyDeviceCookie } from "./device-cookie";

const SECRET = "device-cookie-test-secret-that-is-long-enough";

describe("the device cookie", () => {
  it("names the account it was issued for, with a fresh device id each time", () => {
    const first = verifyDeviceCookie(issueDeviceCookie("user_1", SECRET), SECRET);
    const second = verifyDeviceCookie(issueDeviceCookie("user_1", SECRET), SECRET);
    expect(first).toMatchObject({ userId: "user_1" });
    expect(second?.userId).toBe("user_1");
    expect(first?.deviceId).not.toBe(second?.deviceId);
  });

  it("is refused when another secret signed it, or any part was changed", () => {
    const value = issueDeviceCookie("user_1", SECRET);
    expect(verifyDeviceCookie(value, "another-secret-that-is-also-long-enough-00")).toBeNull();
    expect(verifyDeviceCookie(value, undefined)).toBeNull();
    const [, device, issued, signature] = value.split(".");
    expect(verifyDeviceCookie(`user_2.${device}.${issued}.${signature}`, SECRET)).toBeNull();
    expect(verifyDeviceCookie(`user_1.${device}.${Number(issued) + 1}.${signature}`, SECRET)).toBeNull();
    const middle = value.length - 10;
    expect(verifyDeviceCookie(`${value.slice(0, middle)}${value[middle] === "A" ? "B" : "A"}${value.slice(middle + 1)}`, SECRET)).toBeNull();
    for (const last of "ABCDEFGH") if (!value.endsWith(last)) expect(verifyDeviceCookie(`${value.slice(0, -1)}${last}`, SECRET)).toBeNull();
    for (const garbage of ["", "a.b.c.d", "user_1", `${value}.extra`, "x".repeat(500)]) expect(verifyDeviceCookie(garbage, SECRET)).toBeNull();
  });

  it("expires after its lifetime", () => {
    const issued = new Date("2026-01-01T00:00:00Z");
    const value = issueDeviceCookie("user_1", SECRET, issued);
    expect(verifyDeviceCookie(value, SECRET, new Date(issued.getTime() + (DEVICE_COOKIE_MAX_AGE_SECONDS - 60) * 1000))).not.toBeNull();
    expect(verifyDeviceCookie(value, SECRET, new Date(issued.getTime() + (DEVICE_COOKIE_MAX_AGE_SECONDS + 60) * 1000))).toBeNull();
    // Issued in the future (beyond clock skew): forged or from a broken clock.
    expect(verifyDeviceCookie(value, SECRET, new Date(issued.getTime() - 3600 * 1000))).toBeNull();
  });

  it("is found in a Cookie header by its name only", () => {
    expect(deviceCookieIn("a=1; ag-device=abc.def; b=2")).toBe("abc.def");
    expect(deviceCookieIn("x-ag-device=abc; ag-devices=def")).toBeNull();
    expect(deviceCookieIn(null)).toBeNull();
  });
});
