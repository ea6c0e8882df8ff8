// The {{PLACEHOLDER}}s of e-mail templates, filled by Mustache (logic-less, maintained, escaping
// through the escape function it is given). A template is parsed once and filled many times.
// Only {{NAME}} tags in capitals are placeholders; the admin cannot save anything else (sections,
// partials, triple braces, unclosed tags: templateProblem), and a stored template from before that
// rule still sends: such a tag, like a placeholder without a value, is written as it stands.
import Mustache from "mustache";
import { escapeHtml } from "./html";

export type PlaceholderValues = Record<string, string | undefined>;

/** A placeholder's name: capitals, digits and underscores, starting with a capital. */
const NAME = /^[A-Z][A-Z0-9_]*$/;
// Placeholders that stand in href attributes: only web and mail links may go there.
const LINK_KEY = /(_URL|_LINK)$/;
const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;

type Token = [type: "text" | "name" | "&", value: string, start: number, end: number];
type Parsed = { tokens: Token[]; names: string[]; problem: string | null };

// A writer of our own with no cache of its own: compiled templates are kept below, a bounded few.
const writer = Object.assign(new Mustache.Writer(), { templateCache: undefined });
const HTML = { escape: escapeHtml };
const TEXT = { escape: (value: unknown) => String(value) };

/** Mustache's tokens, with every tag that is not a {{NAME}} placeholder turned back into its text
 * and the first such tag (or the parse error) named as the template's problem. */
function parse(source: string): Parsed {
  let raw: unknown[][];
  try {
    raw = writer.parse(source) as unknown[][];
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    const problem = message.startsWith("Unclosed tag")
      ? "A placeholder is not closed: every {{ needs its }}."
      : "Only placeholders like {{USER_NAME}} may stand between {{ and }}: sections ({{#…}}, {{/…}}) and other tags are not placeholders.";
    return { tokens: [["text", source, 0, source.length]], names: [], problem };
  }
  const tokens: Token[] = [];
  const names: string[] = [];
  let problem: string | null = null;
  const literal = (text: string, start: number, end: number) => {
    const last = tokens.at(-1);
    if (last?.[0] === "text") tokens[tokens.length - 1] = ["text", last[1] + text, last[2], end];
    else tokens.push(["text", text, start, end]);
  };
  const walk = (list: unknown[][]) => {
    for (const token of list) {
      const [type, value, start, end] = token as [string, string, number, number];
      if (type === "text") {
        literal(value, start, end);
        continue;
      }
      const written = source.slice(start, end);
      if (type === "name" && NAME.test(value) && written === `{{${value}}}`) {
        tokens.push(["name", value, start, end]);
        if (!names.includes(value)) names.push(value);
        continue;
      }
      problem ??= `${written} is not a placeholder: write placeholders as {{NAME}}, in capitals, with nothing else between the braces.`;
      literal(written, start, end);
      if (type === "#" || type === "^") {
        walk(token[4] as unknown[][]);
        const close = token[5] as number;
        const closeEnd = source.indexOf("}}", close) + 2;
        literal(source.slice(close, closeEnd), close, closeEnd);
      }
    }
  };
  walk(raw);
  return { tokens, names, problem };
}

export type CompiledTemplate = {
  /** The placeholders it uses, in order of first appearance. */
  readonly names: readonly string[];
  /** What keeps it from being saved (a malformed or unknown tag), or null. */
  readonly problem: string | null;
  /**
   * The template with `values` filled in; a placeholder without a value stays as it is written.
   * `html`: values are HTML-escaped (except `trustedHtmlKeys`, HTML our own code built), and a link
   * placeholder (…_URL, …_LINK) whose value is not an http(s), mailto or relative link becomes "#",
   * so a `javascript:` value never reaches an href. Otherwise (subjects, plain text) nothing is escaped.
   */
  fill(values: PlaceholderValues, options: { html: boolean; trustedHtmlKeys?: readonly string[] }): string;
};

/** `source` parsed once, to be filled any number of times. */
export function compileTemplate(source: string): CompiledTemplate {
  const { tokens, names, problem } = parse(source);
  const withTrusted = new Map<string, Token[]>();
  const tokensFor = (trusted: readonly string[] = []) => {
    const used = trusted.filter((key) => names.includes(key));
    if (used.length === 0) return tokens;
    const key = used.join(" ");
    let found = withTrusted.get(key);
    if (!found) {
      found = tokens.map((token): Token => (token[0] === "name" && used.includes(token[1]) ? ["&", token[1], token[2], token[3]] : token));
      withTrusted.set(key, found);
    }
    return found;
  };
  return {
    names,
    problem,
    fill(values, options) {
      const view: Record<string, string> = {};
      for (const name of names) {
        const value = values[name];
        if (value === undefined) view[name] = `{{${name}}}`;
        // Browsers ignore control characters and spaces around a URL's scheme; so does this check.
        else if (options.html && LINK_KEY.test(name) && !SAFE_LINK.test(value.replace(/[\u0000-\u0020]/g, ""))) view[name] = "#";
        else view[name] = value;
      }
      const list = options.html ? tokensFor(options.trustedHtmlKeys) : tokens;
      return writer.renderTokens(list as unknown as string[][], new Mustache.Context(view), undefined, source, options.html ? HTML : TEXT);
    },
  };
}

/** A template of our own (a layout rendered once, its plain text) written with other delimiters,
 * `tags`, so that no admin's text can open a tag; null when it has any tag not named in `names`.
 * `html`: {{name}} tags are HTML-escaped ({{&name}} never are); otherwise nothing is. */
export function compileHoles(
  source: string,
  tags: [string, string],
  names: readonly string[],
  html: boolean,
): ((view: Record<string, string>) => string) | null {
  let tokens: unknown[][];
  try {
    tokens = writer.parse(source, tags) as unknown[][];
  } catch {
    return null;
  }
  if (!tokens.every(([type, value]) => type === "text" || ((type === "name" || type === "&") && names.includes(value as string)))) return null;
  return (view) => writer.renderTokens(tokens as string[][], new Mustache.Context(view), undefined, source, html ? HTML : TEXT);
}

const compiled = new Map<string, CompiledTemplate>();

/** compileTemplate, kept for the templates in use (the stored ones, a few hundred at most). */
export function compiledTemplate(source: string): CompiledTemplate {
  let found = compiled.get(source);
  if (!found) {
    found = compileTemplate(source);
    if (compiled.size >= 500) compiled.delete(compiled.keys().next().value!);
    compiled.set(source, found);
  }
  return found;
}

/** What an admin is told about a subject or body before it is saved: a malformed tag, or a
 * placeholder the shop never fills; null when it is fine. */
export function templateProblem(source: string, known: ReadonlySet<string>): string | null {
  const { problem, names } = compiledTemplate(source);
  if (problem) return problem;
  const unknown = names.find((name) => !known.has(name));
  return unknown ? `{{${unknown}}} is not one of the shop's placeholders: check its spelling.` : null;
}
