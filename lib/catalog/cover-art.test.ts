import { describe, expect, it } from "vitest";
import type { Strand } from "@/prisma/content/types";
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
  it("gives each strand its own colour from the specification", () => {
    expect(STRANDS.map(strandColour)).toEqual(["#c54a3e", "#8b5a8c", "#2e5e8c", "#5a8065"]);
  });
});

describe("coverSvg", () => {
  it("is a standalone 600 x 800 portrait SVG titled with the guide", () => {
    const svg = coverSvg(guide);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(viewBox(svg)).toBe("0 0 600 800");
    expect(svg).toContain('width="600" height="800"');
    expect(svg).toMatch(/<title[^>]*>Starting is a Spell<\/title>/);
    expect(svg).toContain("MOTION");
    expect(svg).toContain("ATOMIC GUIDES");
    expect(svg).toContain("Fraunces, Georgia, serif");
    expect(svg.endsWith("</svg>")).toBe(true);
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

  it("sets all text in ink on the cream panel, which meets WCAG AA", () => {
    const svg = coverSvg(guide);
    expect(svg).toContain('fill="#faf6ef"/>');
    const textFills = [...svg.matchAll(/<(?:text|g)[^>]*font-family[^>]* fill="([^"]+)"/g)].map((m) => m[1]);
    expect(textFills.length).toBeGreaterThan(0);
    expect(new Set(textFills)).toEqual(new Set(["#1c1917"]));
    expect(contrast("#1c1917", "#faf6ef")).toBeGreaterThanOrEqual(4.5);
  });

  it("wraps a long title onto at most four lines", () => {
    const svg = coverSvg({ title: "Discovering Your Personal Superpower", strand: "power", sortOrder: 1 });
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.join(" ")).toBe("Discovering Your Personal Superpower");
  });

  it("differs between the guides of a strand and is deterministic", () => {
    const outputs = [1, 2, 3, 4].map((sortOrder) => coverSvg({ ...guide, sortOrder }));
    expect(new Set(outputs).size).toBe(4);
    expect(coverSvg(guide)).toBe(coverSvg({ ...guide }));
  });

  it("stays small", () => {
    for (const strand of STRANDS) {
      for (const sortOrder of [1, 2, 3, 4]) {
        const input = { title: "The Richest Person in the Room", strand, sortOrder };
        for (const svg of [coverSvg(input), skinnyCoverSvg(input), heroSvg(input)]) expect(svg.length).toBeLessThan(8192);
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
    expect(openGraphSvg(input)).toContain("Quantum Focus");
  });
});
