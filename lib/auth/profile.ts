/** The first word of a provider's given name or full name, for the display name. */
export function firstNameFromProfile(givenName: unknown, fullName: unknown): string | null {
  for (const candidate of [givenName, fullName]) {
    if (typeof candidate === "string") {
      const first = candidate.trim().split(/\s+/)[0];
      if (first) return first.slice(0, 60);
    }
  }
  return null;
}
