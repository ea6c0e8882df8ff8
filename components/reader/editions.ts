// What the reader's server page and its client share: which edition fits a screen, and where each
// edition's file is served.
export type Edition = "desktop" | "mobile";

/** The screens that get the phone edition; every wider one gets the desktop edition. */
export const PHONE_SCREEN = "(max-width: 767.98px)";
export const WIDER_SCREEN = "(min-width: 768px)";

export function guideFileUrl(guideId: string, edition: Edition): string {
  return `/api/guides/${guideId}/read?edition=${edition}`;
}
