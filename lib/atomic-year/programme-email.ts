import "server-only";
// One Atomic Year e-mail for one programme: the admin-editable template of its schedule entry
// (prepared once for the batch it belongs to, lib/email/prepared-template.ts), else the built-in
// React Email version when the template is switched off. Everything but guide drops carries the
// one-click unsubscribe (RFC 8058).
import { createElement } from "react";
import { ProgrammeEmail, programmeEmailKind, programmeEmailSubject } from "@/emails/programme-email";
import type { ScheduleEntry } from "@/lib/atomic-year/schedule";
import { listUnsubscribeHeaders, unsubscribePageUrl } from "@/lib/atomic-year/unsubscribe";
import { ATOMIC_YEAR_SEASONS } from "@/lib/catalog/constants";
import type { TemplateBatch } from "@/lib/email/prepared-template";
import { renderEmail } from "@/lib/email/render-template";
import type { OutgoingEmail } from "@/lib/email/send";
import { env } from "@/lib/env";

export type Entry = ScheduleEntry & { code: string; month: number | null; season: number | null };
export type MonthGuide = { id: string; title: string; subtitle: string; strand: string };
type Recipient = { email: string; userId: string; user: { displayName: string | null; firstName: string | null; name: string | null } };

export async function composeProgrammeEmail(
  programme: Recipient,
  entry: Entry,
  guide: MonthGuide | null,
  timing: string | null,
  templates: TemplateBatch,
): Promise<OutgoingEmail> {
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  const shelfUrl = `${siteUrl}/shelf`;
  const name = programme.user.displayName ?? programme.user.firstName ?? programme.user.name ?? undefined;
  // Drops carry the download; everything else can be turned off with one click (RFC 8058).
  const unsubscribable = entry.kind !== "guide_drop";
  const unsubscribeUrl = unsubscribable ? unsubscribePageUrl(programme.userId) : undefined;
  const values = {
    USER_NAME: name,
    SHELF_LINK: shelfUrl,
    GUIDE_TITLE: guide?.title,
    GUIDE_SUBTITLE: guide?.subtitle,
    GUIDE_STRAND: guide?.strand,
    // From the schedule table at send time (the welcome's "first guide arrives in a week").
    NEXT_GUIDE_TIMING: timing ?? "soon",
  };
  const template = await templates(entry.code, { unsubscribe: unsubscribable });
  let rendered = template ? await template(values, { unsubscribeUrl }) : null;
  if (!rendered) {
    const props = {
      kind: programmeEmailKind(entry.kind),
      name: name ?? "Friend",
      siteName,
      siteUrl,
      shelfUrl,
      month: entry.month,
      seasonName: ATOMIC_YEAR_SEASONS.find((season) => season.number === entry.season)?.name ?? null,
      guide,
      nextGuideTiming: timing,
      unsubscribeUrl,
    };
    rendered = { subject: programmeEmailSubject(props), ...(await renderEmail(createElement(ProgrammeEmail, props))) };
  }
  return {
    to: programme.email,
    type: `atomic_year_${entry.kind}`,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    headers: unsubscribable ? listUnsubscribeHeaders(programme.userId) : undefined,
  };
}
