"use server";
// The schedule actions of /admin/emails. Each checks the admin rule itself, validates its input with
// zod and writes what it did to the audit log. A schedule change also moves every running
// programme's next e-mail (recomputeNextEmailAt) and refreshes the Atomic Year pages, whose timing
// copy derives from it.
import { revalidatePath, revalidateTag } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db";
import { recomputeNextEmailAt } from "@/lib/atomic-year/programme";
import { recordAdminAction } from "./audit";
import { ATOMIC_YEAR_CODES, ATOMIC_YEAR_SLOTS, ATOMIC_YEAR_TYPES, IMPORT_SPACING_DAYS, MAX_SCHEDULE_DAY, SCHEDULE_DAY_MESSAGE } from "./emails";
import { action } from "@/lib/actions/pipeline";
import { type EmailActionResult, fail, firstIssue, idSchema, revalidateEmailsScreen, templateRow, testAddressSchema } from "./email-action-rules";
import { sendTemplateTest } from "./email-template-actions";

/** After any schedule change: running programmes follow it, and the pages whose copy derives from it refresh. */
async function scheduleChanged() {
  await recomputeNextEmailAt();
  revalidateTag("atomic-year", { expire: 0 });
  revalidatePath("/atomic-year");
  revalidatePath("/admin/programmes");
  revalidateEmailsScreen();
}

/** The day an admin typed: a non-number is 0; a number outside 0-365,
 * or not whole, is refused (null). */
function scheduleDay(raw: unknown): number | null {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (text === "" || !/^[-+]?\d*\.?\d+(e[-+]?\d+)?$/i.test(text)) return 0;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= MAX_SCHEDULE_DAY ? value : null;
}

const scheduleDaySchema = z.object({ id: idSchema, days: z.union([z.string().max(40), z.number()]) });

export const updateScheduleDay = action({
  name: "admin: updateScheduleDay",
  who: "admin",
  input: scheduleDaySchema,
  invalid: (): EmailActionResult => fail(400, "Update Failed", SCHEDULE_DAY_MESSAGE),
  rule: async (input, user): Promise<EmailActionResult> => {
    const days = scheduleDay(input.days);
    if (days === null) return fail(400, "Update Failed", SCHEDULE_DAY_MESSAGE);
    const entry = await db().emailSchedule.findUnique({
      where: { id: input.id },
      select: { id: true, daysAfterSubscription: true, template: { select: { code: true } } },
    });
    if (!entry) return fail(404, "Update Failed", "This schedule entry no longer exists.");
    await db().emailSchedule.update({ where: { id: entry.id }, data: { daysAfterSubscription: days }, select: { id: true } });
    await recordAdminAction(user, "email_schedule.update", entry.template.code, { from: entry.daysAfterSubscription, to: days });
    await scheduleChanged();
    return { ok: true, message: `${entry.template.code} now goes out on day ${days}.`, value: days };
  },
});

/** Takes an entry off the schedule. The row stays, switched off, with its delivery records: a
 * programme that had the e-mail never gets it again if the entry comes back (import, full schedule). */
export const deleteScheduleEntry = action({
  name: "admin: deleteScheduleEntry",
  who: "admin",
  input: z.object({ id: idSchema }),
  invalid: (): EmailActionResult => fail(400, "Delete Failed", "No such schedule entry."),
  rule: async (input, user): Promise<EmailActionResult> => {
    const entry = await db().emailSchedule.findUnique({
      where: { id: input.id },
      select: { id: true, isActive: true, daysAfterSubscription: true, template: { select: { code: true } } },
    });
    if (!entry || !entry.isActive) return fail(404, "Delete Failed", "This schedule entry no longer exists.");
    await db().emailSchedule.update({ where: { id: entry.id }, data: { isActive: false }, select: { id: true } });
    await recordAdminAction(user, "email_schedule.delete", entry.template.code, { day: entry.daysAfterSubscription });
    await scheduleChanged();
    return { ok: true, message: `${entry.template.code} was removed from the schedule.` };
  },
});

/** Sends a schedule entry's template as a test. */
export const sendScheduleTest = action({
  name: "admin: sendScheduleTest",
  who: "admin",
  input: z.object({ id: idSchema, to: z.unknown() }),
  invalid: (): EmailActionResult => fail(400, "Test Failed", "No such schedule entry."),
  rule: async (input): Promise<EmailActionResult> => {
    const to = testAddressSchema.safeParse(input.to);
    if (!to.success) return fail(400, "Email Required", firstIssue(to.error));
    const entry = await db().emailSchedule.findUnique({ where: { id: input.id }, select: { templateId: true } });
    if (!entry) return fail(404, "Test Failed", "This schedule entry no longer exists.");
    return sendTemplateTest({ to: to.data, templateId: entry.templateId });
  },
});

/** Puts the Atomic Year templates that are not on the schedule (never were, or were removed) on it,
 * 30 days apart after the last entry (placeholder timing for the admin to adjust). */
export const importTemplatesToSchedule = action({
  name: "admin: importTemplatesToSchedule",
  who: "admin",
  input: z.unknown(),
  rule: async (_input, user): Promise<EmailActionResult> => {
    const templates = await db().emailTemplate.findMany({
      where: { emailType: { in: [...ATOMIC_YEAR_TYPES] } },
      orderBy: [{ sequenceOrder: "asc" }, { createdAt: "asc" }],
      select: { id: true, code: true, name: true, schedules: { select: { id: true, isActive: true } } },
    });
    if (templates.length === 0) return fail(404, "No Templates Found", "There are no Atomic Year templates to import.");
    const missing = templates.filter((template) => !template.schedules.some((schedule) => schedule.isActive));
    if (missing.length === 0) return fail(409, "All Already Imported", "Every template is on the schedule already.");
    const last = await db().emailSchedule.aggregate({ where: { isActive: true }, _max: { daysAfterSubscription: true } });
    let day = last._max.daysAfterSubscription === null ? 0 : last._max.daysAfterSubscription + IMPORT_SPACING_DAYS;
    for (const template of missing) {
      const data = { daysAfterSubscription: Math.min(day, MAX_SCHEDULE_DAY), description: template.name, isActive: true };
      await db().emailSchedule.upsert({ where: { templateId: template.id }, create: { ...data, templateId: template.id }, update: data, select: { id: true } });
      day += IMPORT_SPACING_DAYS;
    }
    await recordAdminAction(user, "email_schedule.import", null, { imported: missing.map((template) => template.code) });
    await scheduleChanged();
    return { ok: true, message: `Imported ${missing.length} ${missing.length === 1 ? "template" : "templates"}, ${IMPORT_SPACING_DAYS} days apart.` };
  },
});

/** The full 28-e-mail Atomic Year schedule: missing templates from their defaults, and
 * missing or removed entries on their default days. Entries on the schedule keep their day. */
export const createFullSchedule = action({
  name: "admin: createFullSchedule",
  who: "admin",
  input: z.unknown(),
  rule: async (_input, user): Promise<EmailActionResult> => {
    const templatesCreated = await db().emailTemplate.createMany({ data: ATOMIC_YEAR_SLOTS.map(templateRow), skipDuplicates: true });
    const templates = await db().emailTemplate.findMany({
      where: { code: { in: ATOMIC_YEAR_CODES } },
      select: { id: true, code: true, name: true, schedules: { select: { isActive: true } } },
    });
    const missing = templates.filter((template) => !template.schedules.some((schedule) => schedule.isActive));
    for (const template of missing) {
      const data = {
        daysAfterSubscription: ATOMIC_YEAR_SLOTS.find((slot) => slot.code === template.code)?.daysAfterSubscription ?? 0,
        description: template.name,
        isActive: true,
      };
      await db().emailSchedule.upsert({ where: { templateId: template.id }, create: { ...data, templateId: template.id }, update: data, select: { id: true } });
    }
    await recordAdminAction(user, "email_schedule.create_full", null, { templates: templatesCreated.count, entries: missing.length });
    await scheduleChanged();
    if (missing.length === 0 && templatesCreated.count === 0) return { ok: true, message: "The full schedule is in place already." };
    return {
      ok: true,
      message: `Created ${missing.length} schedule ${missing.length === 1 ? "entry" : "entries"} and ${templatesCreated.count} ${templatesCreated.count === 1 ? "template" : "templates"}.`,
    };
  },
});
