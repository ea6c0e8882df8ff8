import { createHash } from "node:crypto";

// Storage keys are relative paths such as "guides/Emotional_Alchemy_Desktop.pdf": a key may not
// escape the storage root or carry anything but safe path characters.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_\-.]*(\/[A-Za-z0-9][A-Za-z0-9_\-.]*)*$/;

export function isSafeStorageKey(key: string): boolean {
  return key.length <= 300 && SAFE_KEY.test(key) && !key.split("/").some((part) => part === ".." || part === ".");
}

export function guidePdfKey(fileName: string, layout: "desktop" | "mobile"): string {
  return `guides/${fileName}_${layout === "mobile" ? "Mobile" : "Desktop"}.pdf`;
}

/** Where the seed writes the PDFs it generates; `version` changes with their content, so an edit gets a new file. */
export function generatedGuidePdfKey(fileName: string, layout: "desktop" | "mobile", version: string): string {
  return `guides/generated/${fileName}_${layout === "mobile" ? "Mobile" : "Desktop"}_${version}.pdf`;
}

export function isGeneratedGuidePdfKey(key: string): boolean {
  return key.startsWith("guides/generated/");
}

/** A buyer's stamped copy of one version of a guide file, under the buyer's own folder. */
export function stampedPdfKey(userId: string, guideId: string, layout: "desktop" | "mobile", version: string): string {
  return `stamped/${userId}/${guideId}_${layout}_${version}.pdf`;
}

/** The public "Read a sample" excerpt of one version of a guide's desktop file. */
export function samplePdfKey(guideId: string, version: string): string {
  return `samples/${guideId}_${version}.pdf`;
}

/** A short tag for everything a derived file depends on, for use in its key. */
export function versionTag(...parts: (string | number)[]): string {
  return createHash("sha256").update(parts.join("\n")).digest("hex").slice(0, 16);
}
