import "server-only";
// What /admin/emails reads: the Atomic Year's 28 template slots, the guide purchase templates, the
// schedule, the special e-mails and the outbox (every e-mail the shop recorded). The rules the
// actions share (which codes are slots, the guide purchase default, the special types) live here too.
import { z } from "zod";
import { db, type Prisma } from "@/lib/db";
import { defaultGuidePurchaseTemplate, GUIDE_PURCHASE_TYPE } from "@/lib/email/guide-purchase";
import { ATOMIC_YEAR_EMAILS, SPECIAL_EMAILS } from "@/lib/email/default-templates";
import { emailMessageIdSchema } from "@/lib/email/records";
import { placeholdersOf } from "./test-emails";

/** The 28 Atomic Year codes, in schedule order, with their default content. */
export const ATOMIC_YEAR_SLOTS = ATOMIC_YEAR_EMAILS;
export const ATOMIC_YEAR_CODES = ATOMIC_YEAR_SLOTS.map((slot) => slot.code);
export const ATOMIC_YEAR_TYPES = ["welcome", "guide_drop", "check_in", "season_primer", "closing"] as const;

/** The types the Special Emails tab offers: every seeded transactional e-mail, and "test". */
export const SPECIAL_TYPES = [...new Set([...SPECIAL_EMAILS.map((template) => template.emailType), "test"])];

/** The schedule's day range and what a day outside it is told. */
export const MAX_SCHEDULE_DAY = 365;
export const SCHEDULE_DAY_MESSAGE = "Days after subscription must be a whole number from 0 to 365.";
/** The placeholder spacing of imported templates. */
export const IMPORT_SPACING_DAYS = 30;

// A guide's purchase template: its code, variables and default (what is sent without one) live with
// the sender, lib/email/guide-purchase.ts.
export { defaultGuidePurchaseTemplate, GUIDE_PURCHASE_TYPE, GUIDE_PURCHASE_VARIABLES, guidePurchaseCode } from "@/lib/email/guide-purchase";

const TEMPLATE_SELECT = {
  id: true,
  code: true,
  name: true,
  subject: true,
  htmlContent: true,
  emailType: true,
  guideId: true,
  isActive: true,
  updatedAt: true,
} satisfies Prisma.EmailTemplateSelect;
export type AdminTemplate = Prisma.EmailTemplateGetPayload<{ select: typeof TEMPLATE_SELECT }>;

/** The 28 slots, each with its stored template (or null: "Create Default") and its schedule day. */
export async function atomicYearSlots() {
  const templates = await db().emailTemplate.findMany({
    where: { code: { in: ATOMIC_YEAR_CODES } },
    select: { ...TEMPLATE_SELECT, schedules: { select: { daysAfterSubscription: true, isActive: true } } },
  });
  const byCode = new Map(templates.map((template) => [template.code, template]));
  return ATOMIC_YEAR_SLOTS.map((slot) => {
    const stored = byCode.get(slot.code);
    const schedule = stored?.schedules[0];
    return {
      code: slot.code,
      defaultName: slot.name,
      defaultDay: slot.daysAfterSubscription,
      day: schedule?.isActive ? schedule.daysAfterSubscription : null,
      template: stored ? { ...stored, schedules: undefined } : null,
      variables: placeholdersOf(stored?.subject ?? slot.subject, stored?.htmlContent ?? slot.html),
    };
  });
}
export type AtomicYearSlot = Awaited<ReturnType<typeof atomicYearSlots>>[number];

/** Every guide by id and title, in catalogue order (the guides a special e-mail may name). */
export async function guideChoices() {
  return db().guide.findMany({ orderBy: [{ strand: "asc" }, { sortOrder: "asc" }], select: { id: true, title: true } });
}

/** Every guide with its stored purchase template, or the default offered unsaved. */
export async function guidePurchaseTemplates() {
  const [guides, templates] = await Promise.all([
    guideChoices(),
    db().emailTemplate.findMany({ where: { emailType: GUIDE_PURCHASE_TYPE }, select: TEMPLATE_SELECT }),
  ]);
  return guides.map((guide) => {
    const stored = templates.find((template) => template.guideId === guide.id) ?? null;
    return { guide, stored, draft: stored ?? defaultGuidePurchaseTemplate(guide) };
  });
}

/** The schedule with its templates, by day. */
export async function scheduleEntries() {
  return db().emailSchedule.findMany({
    orderBy: [{ daysAfterSubscription: "asc" }, { createdAt: "asc" }],
    select: {
      id: true,
      daysAfterSubscription: true,
      description: true,
      isActive: true,
      template: { select: { id: true, code: true, name: true, emailType: true, isActive: true } },
    },
  });
}

/** The special e-mails' templates, grouped by type (every type has a card, stored or not). */
export async function specialTemplates() {
  const templates = await db().emailTemplate.findMany({
    where: { emailType: { in: SPECIAL_TYPES } },
    orderBy: { createdAt: "asc" },
    select: TEMPLATE_SELECT,
  });
  return SPECIAL_TYPES.map((type) => ({ type, templates: templates.filter((template) => template.emailType === type) }));
}

// ---------------------------------------------------------------------------------------------
// The outbox

export const OUTBOX_PAGE_SIZE = 25;
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export const outboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  message: emailMessageIdSchema.optional().catch(undefined),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** One page of the recorded e-mails, newest first, optionally of one status. */
export async function listOutbox(query: OutboxQuery) {
  const where = query.status ? { status: query.status } : {};
  const [messages, total] = await Promise.all([
    db().emailMessage.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * OUTBOX_PAGE_SIZE,
      take: OUTBOX_PAGE_SIZE,
      select: {
        id: true,
        to: true,
        type: true,
        subject: true,
        status: true,
        delivery: true,
        providerId: true,
        error: true,
        attempts: true,
        createdAt: true,
        sentAt: true,
      },
    }),
    db().emailMessage.count({ where }),
  ]);
  return { messages, total, pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)) };
}

export async function outboxMessage(id: string) {
  return db().emailMessage.findUnique({
    where: { id },
    select: {
      id: true,
      to: true,
      type: true,
      subject: true,
      status: true,
      providerId: true,
      delivery: true,
      deliveryAt: true,
      error: true,
      attempts: true,
      createdAt: true,
      sentAt: true,
      html: true,
    },
  });
}
