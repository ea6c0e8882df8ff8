// A post's body: Markdown to HTML with `marked`. Raw HTML written in the Markdown is shown as text,
// never passed through; a link keeps its address only when that is http(s) or mailto (anything else
// is its text alone); an image becomes a link to it with its description, so no post loads a remote
// picture. Text is escaped by marked itself. The e-mail gets inline styles (mail clients ignore style
// sheets); the account's web copy gets plain tags the page styles.
import { Marked, type Tokens } from "marked";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The address a link may keep: http(s) or mailto, as written; null for anything else. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" || url.protocol === "mailto:" ? trimmed : null;
  } catch {
    return null;
  }
}

const INK = "#1c1917";
const EMAIL_STYLES = {
  p: "margin:0 0 16px;font-size:16px;line-height:1.6",
  h1: "margin:0 0 16px;font-family:Georgia,'Times New Roman',Times,serif;font-size:26px;line-height:1.25;font-weight:600",
  h2: "margin:24px 0 12px;font-family:Georgia,'Times New Roman',Times,serif;font-size:21px;line-height:1.3;font-weight:600",
  h3: "margin:20px 0 8px;font-size:17px;line-height:1.4;font-weight:600",
  a: `color:${INK};text-decoration:underline`,
  blockquote: "margin:0 0 16px;padding:0 0 0 14px;border-left:3px solid #efe6d6;color:#57534e",
} as const;

function markdown(styled: boolean): Marked {
  const style = (tag: keyof typeof EMAIL_STYLES) => (styled ? ` style="${EMAIL_STYLES[tag]}"` : "");
  return new Marked({
    gfm: true,
    async: false,
    renderer: {
      html({ text, block }: Tokens.HTML | Tokens.Tag) {
        // A block of HTML stands as a paragraph of its own text.
        return block ? `<p${style("p")}>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const safe = safeHref(href);
        if (!safe) return inner;
        return `<a href="${escapeHtml(safe)}"${title ? ` title="${escapeHtml(title)}"` : ""}${style("a")}>${inner}</a>`;
      },
      image({ href, text }: Tokens.Image) {
        const safe = safeHref(href);
        const label = escapeHtml(text || "Image");
        return safe ? `<a href="${escapeHtml(safe)}"${style("a")}>${label}</a>` : label;
      },
      ...(styled
        ? {
            paragraph({ tokens }: Tokens.Paragraph) {
              return `<p${style("p")}>${this.parser.parseInline(tokens)}</p>\n`;
            },
            heading({ tokens, depth }: Tokens.Heading) {
              const tag = depth <= 1 ? "h1" : depth === 2 ? "h2" : "h3";
              return `<${tag}${style(tag)}>${this.parser.parseInline(tokens)}</${tag}>\n`;
            },
            blockquote({ tokens }: Tokens.Blockquote) {
              return `<blockquote${style("blockquote")}>${this.parser.parse(tokens)}</blockquote>\n`;
            },
          }
        : {}),
    },
  });
}

const forEmail = markdown(true);
const forWeb = markdown(false);

/** The body as HTML: `email` with inline styles, `web` with plain tags. */
export function renderPostMarkdown(body: string, variant: "email" | "web"): string {
  return (variant === "email" ? forEmail : forWeb).parse(body) as string;
}
