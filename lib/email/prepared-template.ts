import "server-only";
// One stored template sent to many people (the scheduled job's batches): rendering the React Email
// layout per recipient costs far more than everything else a send does, and only the placeholder
// values differ between recipients. So the layout is rendered once, with a marker in place of each
// value, of the preview line and of the unsubscribe link, and converted to plain text once; each
// recipient's e-mail is then those two strings with the markers replaced by their values, escaped
// as renderTemplateContent escapes them (the preview line is rendered by React Email per distinct
// subject). The first e-mail is also rendered the ordinary way and compared: a template whose
// prepared form differs, and any value whose plain-text form the converter would change (runs of
// white space, an unsafe or mailto: link, an empty value), are rendered per recipient as before.
import { randomBytes } from "node:crypto";
import { createElement, type ReactNode } from "react";
import { Preview } from "@react-email/components";
import { render } from "@react-email/render";
import { toPlainText } from "./plain-text";
import { StoredTemplateEmail } from "@/emails/stored-template";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { log } from "@/lib/log/logger";
import { cleanSubject, escapeHtml } from "./html";
import {
  fillPlaceholders,
  placeholderHtmlValue,
  renderEmailFragment,
  renderTemplateContent,
  type PlaceholderValues,
  type RenderedEmail,
} from "./render-template";

export type StoredTemplate = { subject: string; htmlContent: string };
export type PreparedTemplate = (values: PlaceholderValues, options?: { unsubscribeUrl?: string }) => Promise<RenderedEmail>;

const PLACEHOLDER = /\{\{([A-Z][A-Z0-9_]*)\}\}/g;
/** A value whose plain-text form is itself: no leading, trailing or repeated white space. */
const PLAIN_VALUE = /^\S+(?: \S+)*$/;

/** How React writes a string into an attribute (the unsubscribe link's href). */
function reactAttribute(value: string): string {
  return escapeHtml(value).replaceAll("&#39;", "&#x27;");
}

/** The preview line alone, as the layout renders it, without the Suspense boundary markers the
 * fragment render adds. */
async function previewOf(subject: string): Promise<string> {
  return (await renderEmailFragment(createElement(Preview, null, subject))).replace(/^<!--\$-->/, "").replace(/<!--\/\$-->$/, "");
}

/**
 * Prepares `template` for many recipients (see the top of this file). `unsubscribe`: whether its
 * e-mails carry the unsubscribe link (then every call passes one); `footer`: the layout's footer,
 * the same for every recipient of this preparation.
 */
export async function prepareTemplate(template: StoredTemplate, options: { unsubscribe: boolean; footer?: ReactNode }): Promise<PreparedTemplate> {
  const config = env();
  const nonce = randomBytes(6).toString("hex");
  const keys: string[] = [];
  const body = template.htmlContent.replace(PLACEHOLDER, (_token, key: string) => {
    if (!keys.includes(key)) keys.push(key);
    return `zq${nonce}k${keys.indexOf(key)}q`;
  });
  const previewMarker = `zq${nonce}pq`;
  const unsubscribeMarker = `zq${nonce}uq`;
  const html = await render(
    createElement(StoredTemplateEmail, {
      siteName: config.SITE_NAME,
      siteUrl: config.SITE_URL,
      preview: previewMarker,
      html: body,
      unsubscribeUrl: options.unsubscribe ? unsubscribeMarker : undefined,
      footer: options.footer,
    }),
  );
  const text = toPlainText(html);
  const markedPreview = await previewOf(previewMarker);
  const markers = new RegExp(`zq${nonce}(k\\d+|u)q`, "gi");
  const previews = new Map<string, string>();
  const ordinary = (values: PlaceholderValues, unsubscribeUrl?: string) => renderTemplateContent(template, values, { unsubscribeUrl, footer: options.footer });
  let trusted: boolean | undefined = html.includes(markedPreview) && !text.includes(previewMarker) ? undefined : false;
  if (trusted === false) log().warn("email: a template's layout could not be prepared; rendering it per recipient");

  async function fill(values: PlaceholderValues, unsubscribeUrl?: string): Promise<RenderedEmail | null> {
    const htmlValues = keys.map((key) => placeholderHtmlValue(key, values));
    const plain = htmlValues.every(
      (value) => value.kind === "token" || (value.kind === "value" && PLAIN_VALUE.test(value.raw) && !/^mailto:/i.test(value.raw)),
    );
    if (!plain || (options.unsubscribe && !unsubscribeUrl)) return null;
    const subject = cleanSubject(fillPlaceholders(template.subject, values, { html: false }));
    let preview = previews.get(subject);
    if (preview === undefined) {
      preview = await previewOf(subject);
      if (previews.size < 1000) previews.set(subject, preview);
    }
    const marked = (match: string, name: string, asText: boolean) => {
      let out: string;
      if (name.toLowerCase() === "u") out = asText ? unsubscribeUrl! : reactAttribute(unsubscribeUrl!);
      else {
        const value = htmlValues[Number(name.slice(1))]!;
        out = value.kind === "value" ? (asText ? value.raw : value.html) : value.kind === "token" ? value.token : "#";
      }
      // The converter writes some blocks (headings) in capitals: so are their markers.
      return asText && match === match.toUpperCase() ? out.toUpperCase() : out;
    };
    return {
      subject,
      html: html.replace(markedPreview, () => preview).replace(markers, (match, name: string) => marked(match, name, false)),
      text: text.replace(markers, (match, name: string) => marked(match, name, true)),
    };
  }

  return async (values, call = {}) => {
    if (trusted === false) return ordinary(values, call.unsubscribeUrl);
    const prepared = await fill(values, call.unsubscribeUrl);
    if (!prepared) return ordinary(values, call.unsubscribeUrl);
    if (trusted === undefined) {
      const reference = await ordinary(values, call.unsubscribeUrl);
      trusted = reference.html === prepared.html && reference.text === prepared.text && reference.subject === prepared.subject;
      if (!trusted) log().warn("email: a template's prepared form differs from its ordinary render; rendering it per recipient");
      return reference;
    }
    return prepared;
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
 * The layout rendered once for the many e-mails of a process: React renders it with a marker for the
 * body and one for the preview line; each e-mail's HTML is that string with its filled body (which
 * the layout writes as it is) and its preview line (rendered per distinct subject) put in, and its
 * plain text is converted from that HTML exactly as renderEmail converts it. Only what is the same
 * for every e-mail is shared, so nothing about the values is assumed; and the first e-mail is also
 * rendered the ordinary way and compared, falling back to that for all should they differ.
 */
export function preparedLayout(): Promise<PreparedLayout> {
  const { SITE_NAME, SITE_URL } = env();
  const key = `${SITE_NAME}\n${SITE_URL}`;
  let layout = layouts.get(key);
  if (!layout) {
    layout = prepareLayout({ SITE_NAME, SITE_URL });
    layouts.set(key, layout);
  }
  return layout;
}

/** The process's prepared layouts, by the site name and address they show (the rest of the layout
 * changes only with the code). */
const layouts = new Map<string, Promise<PreparedLayout>>();

async function prepareLayout(config: { SITE_NAME: string; SITE_URL: string }): Promise<PreparedLayout> {
  const nonce = randomBytes(6).toString("hex");
  const bodyMarker = `zq${nonce}bq`;
  const previewMarker = `zq${nonce}pq`;
  const html = await render(
    createElement(StoredTemplateEmail, { siteName: config.SITE_NAME, siteUrl: config.SITE_URL, preview: previewMarker, html: bodyMarker }),
  );
  const markedPreview = await previewOf(previewMarker);
  const previews = new Map<string, string>();
  let trusted: boolean | undefined = html.includes(markedPreview) && html.split(bodyMarker).length === 2 ? undefined : false;

  return async (template, values, options) => {
    if (trusted === false) return renderTemplateContent(template, values, options);
    const subject = cleanSubject(fillPlaceholders(template.subject, values, { html: false }));
    const body = fillPlaceholders(template.htmlContent, values, { html: true, trustedHtmlKeys: options.trustedHtmlKeys });
    let preview = previews.get(subject);
    if (preview === undefined) {
      preview = await previewOf(subject);
      if (previews.size < 1000) previews.set(subject, preview);
    }
    const filled = html.replace(markedPreview, () => preview).replace(bodyMarker, () => body);
    const prepared = { subject, html: filled, text: toPlainText(filled) };
    if (trusted === undefined) {
      const reference = await renderTemplateContent(template, values, options);
      trusted = reference.html === prepared.html && reference.text === prepared.text && reference.subject === prepared.subject;
      if (!trusted) log().warn("email: the layout's prepared form differs from its ordinary render; rendering each e-mail in full");
      return reference;
    }
    return prepared;
  };
}
