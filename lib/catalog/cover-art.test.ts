import { describe, expect, it } from "vitest";
import type { Strand } from "@/lib/catalog/content-types";
import { coverSvg, heroSvg, openGraphSvg, skinnyCoverSvg, strandColour } from "./cover-art";
import { coverPath, parseCoverFile } from "./images";

const guide = { title: "Starting is a Spell", strand: "motion" as Strand, sortOrder: 2 };
const STRANDS: Strand[] = ["power", "feeling", "motion", "vision"];

function viewBox(svg: string): string | undefined {
  return /<svg[^>]* viewBox="([^"]+)"/.exec(svg)?.[1];
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("strandColour", () => {
  it("gives each strand its own colour", () => {
    expect(STRANDS.map(strandColour)).toEqual(["#c54a3e", "#8b5a8c", "#2e5e8c", "#5a8065"]);
  });
});

/** The art above the title panel (what is clipped to the strand-colour field). */
function art(svg: string): string {
  return /<g clip-path="url\(#[^)]+\)">(.*?)<\/g><rect x=/.exec(svg)?.[1] ?? "";
}

/** The lettering: one group per line of outlined text (strand, number, brand, then the title's lines). */
function letteringGroups(svg: string): string[] {
  return [...svg.matchAll(/<g fill="(#[0-9a-f]{6})" transform="translate\([^)]*\) scale\([^)]*\)">((?:<use [^>]*\/>)*)<\/g>/g)].map((m) => m[1]!);
}

describe("coverSvg", () => {
  it("is a standalone 600 x 800 portrait SVG titled with the guide", () => {
    const svg = coverSvg(guide);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(viewBox(svg)).toBe("0 0 600 800");
    expect(svg).toContain('width="600" height="800"');
    expect(svg).toMatch(/<title[^>]*>Starting is a Spell<\/title>/);
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("draws every letter as an outline of the brand fonts: no <text>, nothing left to a fallback font", () => {
    for (const strand of STRANDS) {
      for (const sortOrder of [1, 2, 3, 4]) {
        for (const svg of [coverSvg({ ...guide, strand, sortOrder }), skinnyCoverSvg({ ...guide, strand, sortOrder })]) {
          expect(svg).not.toMatch(/<(text|tspan)\b/);
          expect(svg).not.toContain("font-family");
          // strand, number, brand, and at least one line of title, each placed glyph by glyph
          expect(letteringGroups(svg).length).toBeGreaterThanOrEqual(4);
          const uses = [...svg.matchAll(/<use href="#(g[0-9a-z]+)"/g)].map((m) => m[1]);
          expect(uses.length).toBeGreaterThan(20);
          for (const id of new Set(uses)) expect(svg).toMatch(new RegExp(`<path id="${id}" d="m[^"]+"/>`));
        }
      }
    }
  });

  it("escapes markup in the title", () => {
    const svg = coverSvg({ title: "Salt & <Light> 'Now'", strand: "power", sortOrder: 1 });
    expect(svg).toContain("Salt &amp; &lt;Light&gt; &apos;Now&apos;");
    expect(svg).not.toContain("<Light>");
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("fills the field with the strand's colour", () => {
    for (const strand of STRANDS) {
      expect(coverSvg({ ...guide, strand })).toContain(`<rect width="600" height="800" fill="${strandColour(strand)}"/>`);
    }
  });

  it("sets all lettering in ink on the cream panel, which meets WCAG AA", () => {
    const svg = coverSvg(guide);
    expect(svg).toContain('fill="#faf6ef"/>');
    expect(new Set(letteringGroups(svg))).toEqual(new Set(["#1c1917"]));
    expect(contrast("#1c1917", "#faf6ef")).toBeGreaterThanOrEqual(4.5);
  });

  it("wraps a long title onto at most four lines, a short one onto fewer", () => {
    const lines = (title: string) => letteringGroups(coverSvg({ title, strand: "power", sortOrder: 1 })).length - 3;
    expect(lines("Discovering Your Personal Superpower")).toBeGreaterThan(1);
    expect(lines("Discovering Your Personal Superpower")).toBeLessThanOrEqual(4);
    expect(lines("Focus")).toBe(1);
  });

  it("gives each guide of a strand its own picture, not a variation of one", () => {
    const tags = (markup: string) => [...markup.matchAll(/<(\w+)/g)].map((m) => m[1]).join(",");
    for (const strand of STRANDS) {
      // The same title on all four, so only the art can tell them apart.
      const arts = [1, 2, 3, 4].map((sortOrder) => art(coverSvg({ title: "Same Title", strand, sortOrder })));
      for (const markup of arts) expect(markup.length).toBeGreaterThan(200);
      expect(new Set(arts).size).toBe(4);
      // Each is drawn from different shapes: no two share their sequence of elements.
      expect(new Set(arts.map(tags)).size).toBe(4);
    }
    expect(coverSvg(guide)).toBe(coverSvg({ ...guide }));
  });

  it("stays small", () => {
    for (const strand of STRANDS) {
      for (const sortOrder of [1, 2, 3, 4]) {
        const input = { title: "Discovering Your Personal Superpower", strand, sortOrder };
        expect(coverSvg(input).length).toBeLessThan(14_000);
        expect(skinnyCoverSvg(input).length).toBeLessThan(14_000);
        expect(heroSvg(input).length).toBeLessThan(8192);
      }
    }
  });
});

describe("skinnyCoverSvg", () => {
  it("is a 400 x 800 cover in the same language", () => {
    const svg = skinnyCoverSvg(guide);
    expect(viewBox(svg)).toBe("0 0 400 800");
    expect(svg).toContain('width="400" height="800"');
    expect(svg).toMatch(/<title[^>]*>Starting is a Spell<\/title>/);
    expect(svg).toContain(strandColour("motion"));
    expect(skinnyCoverSvg({ ...guide, sortOrder: 3 })).not.toBe(svg);
  });
});

describe("heroSvg", () => {
  it("is a 1600 x 600 decorative banner without text", () => {
    const svg = heroSvg(guide);
    expect(viewBox(svg)).toBe("0 0 1600 600");
    expect(svg).toContain('width="1600" height="600"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).not.toMatch(/<(title|text)\b/);
    expect(svg).toContain(strandColour("motion"));
    expect(heroSvg({ ...guide, sortOrder: 1 })).not.toBe(svg);
    expect(heroSvg(guide)).toBe(svg);
  });
});

describe("the link preview of a guide", () => {
  it("is served as a PNG next to the SVG art, and is the same for the same guide", () => {
    expect(coverPath("vision_001", "og")).toBe("/covers/vision_001-og.png");
    expect(parseCoverFile("vision_001-og.png")).toEqual({ guideId: "vision_001", kind: "og" });
    expect(parseCoverFile("vision_001-og.svg")).toBeNull();
    expect(parseCoverFile("vision_001.png")).toBeNull();
    const input = { title: "Quantum Focus", strand: "vision" as const, sortOrder: 1 };
    expect(openGraphSvg(input)).toBe(openGraphSvg(input));
    expect(openGraphSvg(input)).toContain('viewBox="0 0 1200 630"');
    expect(openGraphSvg(input)).toContain('<title id="vision-0-title">Quantum Focus</title>');
  });
});
