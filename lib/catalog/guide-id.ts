// A guide id from outside, checked with zod against the one pattern (guide-id-pattern.ts).
import { z } from "zod";
import { GUIDE_ID_PATTERN } from "./guide-id-pattern";

export { isGuideId } from "./guide-id-pattern";

/** A guide id from outside, with the message to show when it is not one. */
export function guideIdSchema(message = "Guide ID not found.") {
  return z.string().regex(GUIDE_ID_PATTERN, message);
}
