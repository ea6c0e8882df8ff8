// A guide's id: its strand's name and a three-digit number ("power_001"). The one pattern every
// boundary (routes, actions, file names) checks ids against.
import { z } from "zod";

export const GUIDE_ID_PATTERN = /^[a-z]+_\d{3}$/;

export function isGuideId(value: string): boolean {
  return GUIDE_ID_PATTERN.test(value);
}

/** A guide id from outside, with the message to show when it is not one. */
export function guideIdSchema(message = "Guide ID not found.") {
  return z.string().regex(GUIDE_ID_PATTERN, message);
}
