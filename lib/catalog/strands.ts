// The four strands: colour, order and tagline.
import type { Strand } from "@/lib/catalog/content-types";

export type { Strand };

export type StrandInfo = { strand: Strand; name: string; colour: string; sortOrder: number; tagline: string };

export const STRAND_INFO: readonly StrandInfo[] = [
  { strand: "power", name: "Power", colour: "#c54a3e", sortOrder: 1, tagline: "Discover and amplify your unique strengths" },
  { strand: "feeling", name: "Feeling", colour: "#8b5a8c", sortOrder: 2, tagline: "Navigate emotions with wisdom and grace" },
  { strand: "motion", name: "Motion", colour: "#2e5e8c", sortOrder: 3, tagline: "Transform ideas into meaningful action" },
  { strand: "vision", name: "Vision", colour: "#5a8065", sortOrder: 4, tagline: "See clearly and think strategically" },
];

/** A darker shade of each strand colour (app/globals.css --color-<strand>-ink) for small text on cream and for
 *  backgrounds behind cream text: both meet WCAG AA (4.5:1), which the Power and Vision colours themselves miss. */
export const STRAND_INK: Readonly<Record<Strand, string>> = { power: "#a63a2f", feeling: "#7a4b7b", motion: "#2e5e8c", vision: "#47684f" };

/** The default colour for anything without a strand ("default beige"). */
export const DEFAULT_STRAND_COLOUR = "#c8b89a";

const byStrand = new Map(STRAND_INFO.map((info) => [info.strand, info]));

export function strandInfo(strand: Strand): StrandInfo {
  const info = byStrand.get(strand);
  if (!info) throw new Error(`Unknown strand: ${strand}`);
  return info;
}

export function isStrand(value: string): value is Strand {
  return byStrand.has(value as Strand);
}
