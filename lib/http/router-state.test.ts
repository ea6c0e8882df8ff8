import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";
import { describe, expect, it } from "vitest";
import { MAX_TREE_DEPTH, ROUTER_STATE_SHAPE, hasRouterStateShape } from "./router-state";

const encode = (tree: unknown) => encodeURIComponent(JSON.stringify(tree));
const nextAccepts = (header: string) => {
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
};

// A small seeded generator, so a failure can be replayed.
function random(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const text = () =>
    pick(["", "__PAGE__", "(shop)", "guides", "quantum-focus", 'q "quoted" \\ back', "café ☕ 𝄞", "a\nb\u0001", '__PAGE__?{"q":"x&y"}', "/?a=%20"]);
  const segment = () =>
    next() < 0.7
      ? text()
      : [
          text(),
          text(),
          pick(["c", "ci(..)(..)", "ci(.)", "ci(..)", "ci(...)", "oc", "d", "di(..)(..)", "di(.)", "di(..)", "di(...)"]),
          next() < 0.5 ? null : [text(), text()],
        ];
  const tree = (depth: number): unknown[] => {
    const children: Record<string, unknown> = {};
    if (depth > 0) for (let i = Math.floor(next() * 3); i > 0; i--) children[pick(["children", "modal", "x y", "é"])] = tree(depth - 1);
    const result: unknown[] = [segment(), children];
    const tail = [
      () => (next() < 0.5 ? null : [text(), text()]),
      () => pick([null, "refetch", "inside-shared-layout", "metadata-only"]),
      () => pick([null, 0, 3, -1.5, 1e21]),
      () => text(),
    ];
    for (let i = Math.floor(next() * 5), k = 0; k < i; k++) result.push(tail[k]!());
    return result;
  };
  return { next, pick, tree };
}

describe("Next-Router-State-Tree header shape", () => {
  it("accepts every tree the client router sends (checked against Next's own parser)", () => {
    const trees: unknown[][] = [
      ["", { children: ["__PAGE__", {}] }, null, null],
      [
        "",
        { children: ["(shop)", { children: ["guides", { children: [["slug", "quantum-focus", "d", null], { children: ["__PAGE__", {}] }] }] }] },
        null,
        "refetch",
      ],
    ];
    const generator = random(7);
    for (let i = 0; i < 400; i++) trees.push(generator.tree(1 + (i % 6)));
    for (const tree of trees) {
      const header = encode(tree);
      expect(nextAccepts(header), header).toBe(true);
      expect(hasRouterStateShape(header), header).toBe(true);
    }
  });

  it("never accepts what Next's parser refuses (garbage, broken escapes and UTF-8, wrong shapes, mutations)", () => {
    const samples = [
      "garbage",
      "%ZZ",
      "%5B%ZZ%5D",
      '["",{}]',
      "%5Bx%5D",
      "%5B%5D",
      encode([""]),
      encode({ children: [] }),
      encode("x"),
      encode(["", {}, "x"]),
      encode([["a", "b", "e", null], {}]),
    ];
    samples.push(
      encode(["", {}, null, null, null, "s", "extra"]),
      encode(["", { a: 1 }]),
      "%5B%22%C3%22%2C%7B%7D%5D",
      "%5B%22%ED%A0%80%22%2C%7B%7D%5D",
      `%5B${"a".repeat(40_000)}%5D`,
      "",
    );
    const generator = random(11);
    for (let i = 0; i < 3000; i++) {
      const header = encode(generator.tree(1 + (i % 4)));
      const at = Math.floor(generator.next() * header.length);
      const cut = Math.floor(generator.next() * 4);
      samples.push(
        header.slice(0, at) +
          generator.pick(["", "%", "%2", "%22", "%2C", "%5B", "%5D", "%7B", "%7D", "%3A", "null", "x", "%C3", "%5C"]) +
          header.slice(at + cut),
      );
    }
    let refusedByBoth = 0;
    for (const header of samples) {
      if (hasRouterStateShape(header)) expect(nextAccepts(header), header).toBe(true);
      else if (!nextAccepts(header)) refusedByBoth++;
    }
    expect(refusedByBoth).toBeGreaterThan(samples.length / 2);
  });

  it(`stops at ${MAX_TREE_DEPTH} nested segments, and stays fast on long hostile input`, () => {
    let deep: unknown[] = ["__PAGE__", {}];
    for (let i = 0; i < MAX_TREE_DEPTH; i++) deep = ["s", { children: deep }];
    expect(hasRouterStateShape(encode(deep))).toBe(true);
    expect(hasRouterStateShape(encode(["s", { children: deep }]))).toBe(false);

    const started = performance.now();
    for (const hostile of [`%5B%22${"%2C".repeat(13_000)}`, `%5B%22%22%2C%7B${"%22a%22%3A%5B%22%22%2C%7B".repeat(700)}`, `%5B${"%22%22%2C".repeat(4000)}`]) {
      expect(hasRouterStateShape(hostile)).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(200);
    expect(ROUTER_STATE_SHAPE.length).toBeLessThan(40_000);
  });
});
