// Where to send someone after signing in: only paths of this site, never another origin.
export function safeRedirectPath(target: string | null | undefined, fallback = "/shelf"): string {
  if (!target || typeof target !== "string") return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const parsed = new URL(value, "http://site.invalid");
    if (parsed.origin !== "http://site.invalid") return fallback;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return fallback;
  }
}
