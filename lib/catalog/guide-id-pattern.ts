// A guide's id: its strand's name and a three-digit number ("power_001"). The one pattern every
// boundary (routes, actions, file names, the browser cart) checks ids against. Kept apart from the
// zod schema in guide-id.ts so browser code can check an id without loading zod.
export const GUIDE_ID_PATTERN = /^[a-z]+_\d{3}$/;

export function isGuideId(value: string): boolean {
  return GUIDE_ID_PATTERN.test(value);
}
