import "server-only";
// One stored template sent to many people (the scheduled job's batches, the receipts of a moment):
// rendering the React Email layout per recipient costs far more than everything else a send does,
// and only the placeholder values differ between recipients. So React renders the layout once, with
// Mustache tags where the body, the preview line and the unsubscribe link go, and Mustache fills
// that for each e-mail (lib/email/placeholders.ts): the body is the stored template filled exactly
// as renderTemplateContent fills it, the preview line is React Email's own, rendered once per
// distinct subject. The plain text of a stored template is converted once too, with a tag in place
// of each value (in capitals where the converter writes capitals: headings), and filled with the
// values as they are; a value the converter would change (runs of white space, nothing at all, an
// unsafe or mailto: link) has its e-mail's text converted from its HTML, as renderEmail does.
// tests/db/prepared-template.test.ts checks that every built-in template gives, byte for byte, the
// e-mail renderTemplateContent gives.
import { randomInt } from "node:crypto";
import { createElement, type ReactNode } from "react";
import { Preview } from "@react-email/components";
import { render } from "@react-email/render";
import { toPlainText } from "./plain-text";
import { StoredTemplateEmail } from "@/emails/stored-template";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { log } from "@/lib/log/logger";
import { cleanSubject } from "./html";
import { compiledTemplate, compileHoles } from "./placeholders";
import { defaultValues, definedValues, renderEmailFragment, renderTemplateContent, type PlaceholderValues, type RenderedEmail } from "./render-template";

export type StoredTemplate = { subject: string; htmlContent: string };
export type PreparedTemplate = (values: PlaceholderValues, options?: { unsubscribeUrl?: string }) => Promise<RenderedEmail>;

/** A value whose plain-text form is itself: no leading, trailing or repeated white space. */
const PLAIN_VALUE = /^\S+(?: \S+)*$/;
const LINK_KEY = /(_URL|_LINK)$/;
const WEB_LINK = /^(https?:\/\/|\/(?!\/))/i;

/** The preview line alone, as the layout renders it, without the Suspense boundary markers the
 * fragment render adds. */
async function previewOf(subject: string): Promise<string> {
  return (await renderEmailFragment(createElement(Preview, null, subject))).replace(/^<!--\$-->/, "").replace(/<!--\/\$-->$/, "");
}

/** Preview lines by subject, rendered once each (a batch's subjects repeat: most name no person). */
function previewLines(): (subject: string) => Promise<string> {
  const previews = new Map<string, string>();
  return async (subject) => {
    let preview = previews.get(subject);
    if (preview === undefined) {
      preview = await previewOf(subject);
      if (previews.size < 1000) previews.set(subject, preview);
    }
    return preview;
  };
}

type Layout = {
  /** The e-mail's HTML: the layout with its body, preview line and unsubscribe link. */
  html: (view: { body: string; preview: string; unsubscribe?: string }) => string;
  /** Delimiters no text of ours contains, and the layout as HTML with tags (for a plain-text template). */
  tags: [string, string];
  source: string;
};

/** The e-mail layout rendered once by React with Mustache tags in its holes; null (with a warning)
 * should it come out with any other tag, for example a site name that writes the delimiters. */
async function layoutTemplate(options: { unsubscribe: boolean; footer?: ReactNode }): Promise<Layout | null> {
  const config = env();
  // Digits only: a heading's capitals leave them as they are.
  const open = `[[${randomInt(1e9, 1e10)}:`;
  const tags: [string, string] = [open, "]]"];
  const previewMarker = `${open}p]]`;
  const rendered = await render(
    createElement(StoredTemplateEmail, {
      siteName: config.SITE_NAME,
      siteUrl: config.SITE_URL,
      preview: previewMarker,
      html: `${open}&body]]`,
      unsubscribeUrl: options.unsubscribe ? `${open}unsubscribe]]` : undefined,
      footer: options.footer,
    }),
  );
  const markedPreview = await previewOf(previewMarker);
  const parts = rendered.split(markedPreview);
  const source = parts.join(`${open}&preview]]`);
  const html = parts.length === 2 ? compileHoles(source, tags, ["body", "preview", "unsubscribe"], true) : null;
  if (!html) {
    log().warn("email: the e-mail layout could not be prepared; rendering each e-mail in full");
    return null;
  }
  return { html: (view) => html({ unsubscribe: "", ...view }), tags, source };
}

/** The plain-text part of `template` in `layout`, with a tag for each placeholder (in capitals where
 * the converter wrote it in capitals) and for the unsubscribe link; null when the converter did not
 * keep every tag whole. */
function textTemplate(template: StoredTemplate, layout: Layout): ((values: Record<string, string>, unsubscribe: string) => string) | null {
  const compiled = compiledTemplate(template.htmlContent);
  const [open, close] = layout.tags;
  const tagged = Object.fromEntries(compiled.names.map((name) => [name, `${open}${name.toLowerCase()}${close}`]));
  const body = compiled.fill(tagged, { html: false });
  const filled = compileHoles(
    layout.source,
    layout.tags,
    ["body", "preview", "unsubscribe"],
    false,
  )?.({
    body,
    preview: "",
    unsubscribe: `${open}unsubscribe${close}`,
  });
  if (filled === undefined) return null;
  const names = ["unsubscribe", "UNSUBSCRIBE", ...compiled.names.flatMap((name) => [name, name.toLowerCase()])];
  const text = compileHoles(toPlainText(filled), layout.tags, names, false);
  if (!text) return null;
  return (values, unsubscribe) => {
    const view: Record<string, string> = { unsubscribe, UNSUBSCRIBE: unsubscribe.toUpperCase() };
    for (const name of compiled.names) {
      const value = values[name] ?? `{{${name}}}`;
      view[name.toLowerCase()] = value;
      view[name] = value.toUpperCase();
    }
    return text(view);
  };
}

/** Whether the converter writes `value` as it is: no runs of white space, not empty, and for a
 * link, a web link (an unsafe one is "#" in HTML, a mailto: one loses its scheme in the text). */
function plainInText(name: string, value: string | undefined): boolean {
  if (value === undefined) return true;
  return PLAIN_VALUE.test(value) && (!LINK_KEY.test(name) || WEB_LINK.test(value.replace(/[\u0000-\u0020]/g, "")));
}

/**
 * Prepares `template` for many recipients (see the top of this file). `unsubscribe`: whether its
 * e-mails carry the unsubscribe link (then every call passes one); `footer`: the layout's footer,
 * the same for every recipient of this preparation.
 */
export async function prepareTemplate(template: StoredTemplate, options: { unsubscribe: boolean; footer?: ReactNode }): Promise<PreparedTemplate> {
  const layout = await layoutTemplate(options);
  const ordinary = (values: PlaceholderValues, unsubscribeUrl?: string) => renderTemplateContent(template, values, { unsubscribeUrl, footer: options.footer });
  if (!layout) return (values, call = {}) => ordinary(values, call.unsubscribeUrl);
  const subject = compiledTemplate(template.subject);
  const body = compiledTemplate(template.htmlContent);
  const text = textTemplate(template, layout);
  const preview = previewLines();
  return async (values, call = {}) => {
    if (options.unsubscribe && !call.unsubscribeUrl) return ordinary(values, call.unsubscribeUrl);
    const filled = { ...defaultValues(), ...definedValues(values) };
    const subjectLine = cleanSubject(subject.fill(filled, { html: false }));
    const html = layout.html({ body: body.fill(filled, { html: true }), preview: await preview(subjectLine), unsubscribe: call.unsubscribeUrl });
    const plain = text && body.names.every((name) => plainInText(name, filled[name]));
    return { subject: subjectLine, html, text: plain ? text(filled as Record<string, string>, call.unsubscribeUrl ?? "") : toPlainText(html) };
  };
}

export type TemplateBatch = (code: string, options: { unsubscribe: boolean; footer?: ReactNode; footerKey?: string }) => Promise<PreparedTemplate | null>;

/** The stored templates of one batch of e-mails: each read once, on first use, and prepared once per
 * layout (with or without the unsubscribe link, per footer); null for a template that is missing or
 * switched off (the caller falls back to its built-in e-mail). A new batch reads them again, so an
 * admin's edit reaches the next batch. */
export function templateBatch(): TemplateBatch {
  const stored = new Map<string, Promise<StoredTemplate | null>>();
  const prepared = new Map<string, Promise<PreparedTemplate>>();
  return async (code, options) => {
    let template = stored.get(code);
    if (!template) {
      template = db()
        .emailTemplate.findUnique({ where: { code }, select: { subject: true, htmlContent: true, isActive: true } })
        .then((row) => (row?.isActive ? { subject: row.subject, htmlContent: row.htmlContent } : null));
      stored.set(code, template);
    }
    const found = await template;
    if (!found) return null;
    const key = `${code} ${options.unsubscribe ? "u" : "-"} ${options.footerKey ?? ""}`;
    let ready = prepared.get(key);
    if (!ready) {
      ready = prepareTemplate(found, options);
      prepared.set(key, ready);
    }
    return ready;
  };
}

/** Fills a stored template's body and subject and wraps them in the layout (renderTemplateContent's
 * result), for many e-mails whose values are HTML of their own (a receipt's item list). */
export type PreparedLayout = (template: StoredTemplate, values: PlaceholderValues, options: { trustedHtmlKeys: readonly string[] }) => Promise<RenderedEmail>;

/**
 * The layout prepared once for the many e-mails of a process (see the top of this file); each
 * e-mail's plain text is converted from its HTML, as renderEmail converts it, since its values are
 * HTML.
 */
export function preparedLayout(): Promise<PreparedLayout> {
  const { SITE_NAME, SITE_URL } = env();
  const key = `${SITE_NAME}\n${SITE_URL}`;
  let layout = layouts.get(key);
  if (!layout) {
    layout = prepareLayout();
    layouts.set(key, layout);
  }
  return layout;
}

/** The process's prepared layouts, by the site name and address they show (the rest of the layout
 * changes only with the code). */
const layouts = new Map<string, Promise<PreparedLayout>>();

async function prepareLayout(): Promise<PreparedLayout> {
  const layout = await layoutTemplate({ unsubscribe: false });
  const preview = previewLines();
  return async (template, values, options) => {
    if (!layout) return renderTemplateContent(template, values, options);
    const filled = { ...defaultValues(), ...definedValues(values) };
    const subject = cleanSubject(compiledTemplate(template.subject).fill(filled, { html: false }));
    const body = compiledTemplate(template.htmlContent).fill(filled, { html: true, trustedHtmlKeys: options.trustedHtmlKeys });
    const html = layout.html({ body, preview: await preview(subject) });
    return { subject, html, text: toPlainText(html) };
  };
}
