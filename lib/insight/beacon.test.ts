import { describe, expect, it } from "vitest";
import { isStaticPagePath } from "@/lib/http/static-pages";
import { COUNTED_PATH } from "./beacon";

describe("the pages the beacon counts", () => {
  it("are the catalogue's static pages and the cart, as the route checks them", () => {
    for (const path of [
      "/",
      "/guides",
      "/guides/quantum-focus",
      "/atomic-year",
      "/about",
      "/faq",
      "/privacy",
      "/contact",
      "/cart",
      "/shelf",
      "/admin",
      "/guides/a/b",
      "/quiz",
      "",
    ]) {
      expect(COUNTED_PATH.test(path)).toBe(isStaticPagePath(path));
    }
  });
});
