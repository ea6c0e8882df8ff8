import { describe, expect, it } from "vitest";
import { hintMayChangeOn } from "./hint";

describe("where the proxy may set or clear the signed-in hint", () => {
  it("only on pages rendered per request", () => {
    for (const path of ["/shelf", "/account", "/quiz", "/login", "/admin/orders", "/gift/claim/abc", "/no-such-page"])
      expect(hintMayChangeOn(path), path).toBe(true);
  });

  it("never on a response a shared cache may keep: the catalogue, cover art, routes and files", () => {
    for (const path of [
      "/",
      "/guides",
      "/guides/quantum-focus",
      "/about",
      "/cart",
      "/covers/power_001.svg",
      "/api/guides/power_001/sample",
      "/api/health",
      "/robots.txt",
      "/abou%74",
      "/%67uides",
      "/guides/%71uantum-focus",
      "/%E0%A4%A",
      "/favicon.ico",
      "/manifest.webmanifest",
    ]) {
      expect(hintMayChangeOn(path), path).toBe(false);
    }
  });
});
