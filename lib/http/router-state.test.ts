import { describe, expect, it } from "vitest";
import { isValidRouterState } from "./router-state";

describe("Next-Router-State-Tree header", () => {
  it("accepts the tree the client router sends", () => {
    const tree = ["", { children: ["(shop)", { children: ["guides", { children: [["slug", "quantum-focus", "d", null], { children: ["__PAGE__", {}] }] }] }] }, null, "refetch"];
    expect(isValidRouterState(encodeURIComponent(JSON.stringify(tree)))).toBe(true);
  });

  it("refuses garbage, broken escapes, wrong shapes and oversize headers", () => {
    expect(isValidRouterState("garbage")).toBe(false);
    expect(isValidRouterState("%ZZ")).toBe(false);
    expect(isValidRouterState(encodeURIComponent(JSON.stringify({ children: [] })))).toBe(false);
    expect(isValidRouterState(encodeURIComponent(JSON.stringify(["", {}]))) && !isValidRouterState("x".repeat(50_000))).toBe(true);
  });
});
