// Slug and file-name rules.

/** The fixed title-to-slug map of the 16 guides; other titles use the default rule. */
export const TITLE_TO_SLUG: Readonly<Record<string, string>> = {
  "Emotional Alchemy": "emotional-alchemy",
  "To the One in The Mirror": "to-the-one-in-the-mirror",
  "The Richest Person in the Room": "richest-person-in-the-room",
  "The Power of Showing Up": "the-power-of-showing-up",
  "When You Move Life Moves": "when-you-move-life-moves",
  "Starting is a Spell": "starting-is-a-spell",
  "How to Move Through Stuck": "how-to-move-through-stuck",
  "Crossing the Finish Line": "crossing-the-finish-line",
  "Shape Yourself or Be Shaped": "shape-yourself-or-be-shaped",
  "Discovering Your Personal Superpower": "discovering-your-personal-superpower",
  "Magnetic Presence": "magnetic-presence",
  "Sculpting Your Future Self": "sculpting-your-future-self",
  "Quantum Focus": "quantum-focus",
  "Digital Hygiene for the Soul": "digital-hygiene-for-the-soul",
  "The Opposite of Autopilot": "the-opposite-of-autopilot",
  "How to Reframe Your Reality": "how-to-reframe-your-reality",
};

/** The slug for a title: the fixed map, otherwise the lower-cased title with spaces as hyphens. */
export function slugForTitle(title: string): string {
  return TITLE_TO_SLUG[title] ?? title.trim().toLowerCase().replace(/\s+/g, "-");
}

/** Letters, digits, spaces and hyphens kept; spaces become underscores. */
export function fileNameStem(title: string): string {
  return title
    .replace(/[^A-Za-z0-9 -]/g, "")
    .trim()
    .replace(/ +/g, "_");
}

/** The name a downloaded PDF is saved under: the title rule plus `_Mobile` for the mobile file. */
export function downloadFileName(title: string, layout: "desktop" | "mobile"): string {
  return `${fileNameStem(title)}${layout === "mobile" ? "_Mobile" : ""}.pdf`;
}

/** A slug from a URL is only ever looked up if it has the shape of one. */
export function isSlugShaped(value: string): boolean {
  return value.length <= 120 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}

/** Where the proxy sends /guides/{slug} for a slug that is not in the catalogue. */
export const GUIDE_NOT_FOUND_SLUG = "guide-not-found";
