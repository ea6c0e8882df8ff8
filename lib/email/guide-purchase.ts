import "server-only";
// A guide's purchase e-mail: a guide template missing in the database falls back to built-in
// content. An admin can give each guide
// its own template in /admin/emails; a guide without one (or with one switched off) has the built-in
// default below, the same one the editor offers unsaved.
//
// It reaches the buyer inside the purchase receipt, never as a separate e-mail: one receipt per
// order (lib/fulfilment/emails.ts), in which every guide bought contributes its message
// ({{GUIDE_MESSAGES}}). When the order is that one guide, the guide's subject is the receipt's
// subject. So a cart of several guides still gives exactly one e-mail, and the receipt's dedupe key
// keeps a replayed payment event from sending anything twice.
import type { Strand } from "@/lib/catalog/content-types";
import { strandInfo } from "@/lib/catalog/strands";
import { coverPath } from "@/lib/catalog/images";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { fillPlaceholders, type PlaceholderValues } from "./render-template";

export const GUIDE_PURCHASE_TYPE = "guide_purchase";
export const guidePurchaseCode = (guideId: string) => `guide_purchase_${guideId}`;

/** The placeholders a guide purchase template may use (the editor's variable list). */
export const GUIDE_PURCHASE_VARIABLES = [
  { name: "USER_NAME", meaning: "The buyer's first name (Friend when unknown)" },
  { name: "GUIDE_TITLE", meaning: "The guide's title" },
  { name: "GUIDE_SUBTITLE", meaning: "The guide's subtitle" },
  { name: "GUIDE_STRAND", meaning: "Its strand: Power, Feeling, Motion or Vision" },
  { name: "GUIDE_IMAGE", meaning: "The address of its cover image" },
  { name: "SHELF_LINK", meaning: "The address of the buyer's shelf" },
  { name: "ORDER_NUMBER", meaning: "The order's number" },
  { name: "CURRENT_YEAR", meaning: "This year" },
  { name: "SITE_NAME", meaning: "The shop's name" },
] as const;

/** The built-in message of a guide without a template of its own: offered unsaved in the editor, and
 * what its buyers get until one is saved. Written to sit inside the receipt, next to other guides'. */
export function defaultGuidePurchaseTemplate(guide: { id: string; title: string }) {
  return {
    code: guidePurchaseCode(guide.id),
    name: `Purchase: ${guide.title}`,
    subject: "{{GUIDE_TITLE}} is on your shelf",
    htmlContent: `<h2 style="margin:24px 0 8px;font-size:20px;line-height:1.3;color:#1c1917;">{{GUIDE_TITLE}}</h2>
<p style="margin:0 0 8px;"><em>{{GUIDE_SUBTITLE}}</em></p>
<p>A guide from the {{GUIDE_STRAND}} strand, about half an hour of reading. Open it when you have a quiet moment, keep a pen nearby, and try one idea from it the same day.</p>`,
    isActive: true,
  };
}

export type GuidePurchaseMessages = {
  /** Every guide's message, in the order's order, as safe HTML for the receipt's {{GUIDE_MESSAGES}}. */
  html: string;
  /** The guide's subject, filled in, when the order is exactly one guide; otherwise null. */
  subject: string | null;
};

type GuideRow = { id: string; title: string; subtitle: string; strand: Strand };
type TemplateRow = { code: string; subject: string; htmlContent: string };

/** What the purchase messages of some guides are made from: the guides and their active stored
 * templates, read once for all the receipts of a batch. */
export type GuidePurchaseSource = { guides: ReadonlyMap<string, GuideRow>; templates: ReadonlyMap<string, TemplateRow> };

export async function guidePurchaseSource(guideIds: readonly string[]): Promise<GuidePurchaseSource> {
  const ids = [...new Set(guideIds)];
  if (ids.length === 0) return { guides: new Map(), templates: new Map() };
  const [guides, templates] = await Promise.all([
    db().guide.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, subtitle: true, strand: true } }),
    db().emailTemplate.findMany({
      where: { code: { in: ids.map(guidePurchaseCode) }, emailType: GUIDE_PURCHASE_TYPE, isActive: true },
      select: { code: true, subject: true, htmlContent: true },
    }),
  ]);
  return { guides: new Map(guides.map((guide) => [guide.id, guide])), templates: new Map(templates.map((template) => [template.code, template])) };
}

/** The purchase messages of the guides an order put on the buyer's shelf: each guide's active stored
 * template, or the default. `values` are the receipt's (USER_NAME, SHELF_LINK, ORDER_NUMBER, ...). */
export function guidePurchaseMessages(source: GuidePurchaseSource, guideIds: readonly string[], values: PlaceholderValues): GuidePurchaseMessages {
  const ids = [...new Set(guideIds)];
  const siteUrl = env().SITE_URL;
  const messages = ids.flatMap((id) => {
    const guide = source.guides.get(id);
    if (!guide) return [];
    const template = source.templates.get(guidePurchaseCode(id)) ?? defaultGuidePurchaseTemplate(guide);
    const guideValues: PlaceholderValues = {
      ...values,
      GUIDE_TITLE: guide.title,
      GUIDE_SUBTITLE: guide.subtitle,
      GUIDE_STRAND: strandInfo(guide.strand).name,
      // A PNG: mail clients do not show SVG.
      GUIDE_IMAGE: `${siteUrl}${coverPath(guide.id, "og")}`,
    };
    return [
      {
        subject: fillPlaceholders(template.subject, guideValues, { html: false }),
        html: `<div data-guide-message="${guide.id}">${fillPlaceholders(template.htmlContent, guideValues, { html: true })}</div>`,
      },
    ];
  });
  return { html: messages.map((message) => message.html).join("\n"), subject: messages.length === 1 && ids.length === 1 ? messages[0]!.subject : null };
}
