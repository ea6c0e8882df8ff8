import "server-only";
// E-mail templates stored in the database (admin-editable) and their {{PLACEHOLDERS}}. Every value
// put into HTML is escaped unless the caller names it as pre-rendered safe HTML.
import { createElement, type ReactElement, type ReactNode } from "react";
import { render } from "@react-email/render";
import { toPlainText } from "./plain-text";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { StoredTemplateEmail } from "@/emails/stored-template";
import { cleanSubject, escapeHtml } from "./html";

export type PlaceholderValues = Record<string, string | undefined>;
export type FillOptions = {
  /** true: the template is HTML and values are escaped; false: plain text (subjects, text parts). */
  html: boolean;
  /** Keys whose values are already safe HTML built by our code (e.g. an escaped {{ITEMS}} list). */
  trustedHtmlKeys?: readonly string[];
};
export type RenderedEmail = { subject: string; html: string; text: string };
export type TemplateRenderOptions = {
  trustedHtmlKeys?: readonly string[];
  unsubscribeUrl?: string;
  /** Which e-mails the unsubscribe link leaves (emails/layout.tsx). */
  unsubscribeList?: "programme" | "news";
  /** A footer of the layout's instead of its default line (emails/layout.tsx). */
  footer?: ReactNode;
};

const PLACEHOLDER = /\{\{([A-Z][A-Z0-9_]*)\}\}/g;
// Placeholders that stand in href attributes: only web and mail links may go there.
const LINK_KEY = /(_URL|_LINK)$/;
const SAFE_LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;

function defaultValues(): Record<string, string> {
  const config = env();
  return {
    USER_NAME: "Friend",
    CURRENT_YEAR: String(new Date().getFullYear()),
    SITE_NAME: config.SITE_NAME,
    SITE_URL: config.SITE_URL,
  };
}

/** Replaces {{NAME}} tokens with values (or the defaults USER_NAME "Friend", CURRENT_YEAR,
 * SITE_NAME, SITE_URL). Tokens without a value are left as they are. In HTML mode values are
 * escaped, except trustedHtmlKeys, and a link value that is not an http(s)/mailto/relative URL
 * becomes "#" so a `javascript:` value can never reach an href. */
export function fillPlaceholders(template: string, values: PlaceholderValues, options: FillOptions): string {
  const defaults = defaultValues();
  const trusted = new Set(options.trustedHtmlKeys ?? []);
  return template.replace(PLACEHOLDER, (token, key: string) => {
    const value = values[key] ?? defaults[key];
    if (value === undefined) return token;
    if (!options.html) return value;
    if (trusted.has(key)) return value;
    const filled = placeholderHtmlValue(key, values, defaults);
    return filled.kind === "value" ? filled.html : "#";
  });
}

export type PlaceholderHtmlValue = { kind: "token"; token: string } | { kind: "unsafe_link" } | { kind: "value"; raw: string; html: string };

/** What fillPlaceholders puts in HTML for the placeholder `key` (no trusted keys): the token itself
 * when there is no value, "#" for a link value that is not safe, else the escaped value. */
export function placeholderHtmlValue(key: string, values: PlaceholderValues, defaults: Record<string, string> = defaultValues()): PlaceholderHtmlValue {
  const value = values[key] ?? defaults[key];
  if (value === undefined) return { kind: "token", token: `{{${key}}}` };
  // Browsers ignore control characters and spaces around a URL's scheme; so does this check.
  if (LINK_KEY.test(key) && !SAFE_LINK.test(value.replace(/[\u0000-\u0020]/g, ""))) return { kind: "unsafe_link" };
  return { kind: "value", raw: value, html: escapeHtml(value) };
}

/** The layout-wrapped HTML and plain-text parts of an e-mail element. React renders it once: the
 * text is converted from that HTML, as React Email's own plain-text render converts its HTML. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}

/** The HTML of a piece of an e-mail (e.g. the receipt's item list, for a stored template's
 * {{ITEMS}}): rendered by React, so every value in it is escaped; without the document type. */
export async function renderEmailFragment(element: ReactElement): Promise<string> {
  return (await render(element)).replace(/^<!DOCTYPE[^>]*>/i, "");
}

/** The active stored template `code`, filled with `values` and wrapped in the e-mail layout;
 * null when there is no such template or it is switched off (callers fall back to built-ins). */
export async function renderStoredTemplate(code: string, values: PlaceholderValues, options: TemplateRenderOptions = {}): Promise<RenderedEmail | null> {
  const template = await db().emailTemplate.findUnique({
    where: { code },
    select: { subject: true, htmlContent: true, isActive: true },
  });
  if (!template || !template.isActive) return null;
  return renderTemplateContent(template, values, options);
}

/** A template's subject and HTML body (stored or a draft), filled with `values` and wrapped in the
 * e-mail layout. */
export async function renderTemplateContent(
  template: { subject: string; htmlContent: string },
  values: PlaceholderValues,
  options: TemplateRenderOptions = {},
): Promise<RenderedEmail> {
  const config = env();
  const subject = cleanSubject(fillPlaceholders(template.subject, values, { html: false }));
  const body = fillPlaceholders(template.htmlContent, values, { html: true, trustedHtmlKeys: options.trustedHtmlKeys });
  const { html, text } = await renderEmail(
    createElement(StoredTemplateEmail, {
      siteName: config.SITE_NAME,
      siteUrl: config.SITE_URL,
      preview: subject,
      html: body,
      unsubscribeUrl: options.unsubscribeUrl,
      unsubscribeList: options.unsubscribeList,
      footer: options.footer,
    }),
  );
  return { subject, html, text };
}
