import "server-only";
// E-mail templates stored in the database (admin-editable) and their {{PLACEHOLDERS}}, filled by
// Mustache (./placeholders.ts). Every value put into HTML is escaped unless the caller names it as
// pre-rendered safe HTML.
import { createElement, type ReactElement, type ReactNode } from "react";
import { render } from "@react-email/render";
import { toPlainText } from "./plain-text";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { StoredTemplateEmail } from "@/emails/stored-template";
import { cleanSubject } from "./html";
import { compiledTemplate, type PlaceholderValues } from "./placeholders";

export type { PlaceholderValues } from "./placeholders";
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

/** The values every template has without being given them. */
export function defaultValues(): Record<string, string> {
  const config = env();
  return {
    USER_NAME: "Friend",
    CURRENT_YEAR: String(new Date().getFullYear()),
    SITE_NAME: config.SITE_NAME,
    SITE_URL: config.SITE_URL,
  };
}

/** Fills `template`'s {{NAME}} placeholders with `values` (or the defaults USER_NAME "Friend",
 * CURRENT_YEAR, SITE_NAME, SITE_URL) through Mustache (lib/email/placeholders.ts): escaped in HTML
 * mode, except trustedHtmlKeys, and a link value that is not an http(s)/mailto/relative URL becomes
 * "#". Placeholders without a value are left as they are. */
export function fillPlaceholders(template: string, values: PlaceholderValues, options: FillOptions): string {
  return compiledTemplate(template).fill({ ...defaultValues(), ...definedValues(values) }, options);
}

/** `values` without its undefined entries (which fall back to the defaults). */
export function definedValues(values: PlaceholderValues): PlaceholderValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
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
