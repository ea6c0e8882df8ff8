// Where to send someone after signing in or signing up: only paths of this site, never another
// origin. The target is normalised the way a browser will resolve it (percent-encoded dots, `..`
// and `.` segments, backslashes) and only the result is judged: `/..//evil.example` looks like a
// path but resolves to `//evil.example`, which a browser reads as another host.
const BASE = "http://site.invalid";

export function safeRedirectPath(target: string | null | undefined, fallback = "/shelf"): string {
  if (!target || typeof target !== "string") return fallback;
  const value = target.trim();
  // Control characters, also percent-encoded (a CR/LF has no business in a path of this shop).
  if (!value.startsWith("/") || /[\u0000-\u001f\u007f\\]|%(?:[01][0-9a-f]|7f)/i.test(value)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== BASE) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // The normalised path must itself be a plain path: one leading slash, and resolving it again
  // changes nothing (so the browser lands exactly where we checked).
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  const again = new URL(path, BASE);
  if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== path) return fallback;
  return path;
}
