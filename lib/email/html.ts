// Escaping for every value put into an e-mail or template.
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Subjects are single lines: any line break or control character becomes a space. */
export function cleanSubject(subject: string): string {
  return subject
    .replace(/[\r\n\t\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim()
    .slice(0, 200);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };

/** The http(s) links of an e-mail's HTML (href attributes, entity-decoded), in order, without
 * duplicates. Used by the local mailbox, whose sandboxed preview cannot follow links itself. */
export function extractLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const raw = (match[1] ?? match[2] ?? "").trim();
    const href = raw.replace(/&(amp|lt|gt|quot|#39|apos);/g, (entity, name: string) => ENTITIES[name] ?? entity);
    if (/^https?:\/\//i.test(href)) links.add(href);
  }
  return [...links];
}
