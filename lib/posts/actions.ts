"use server";
// The admin's post actions (/admin/posts): the live preview, the audience's count, a test send to an
// address the admin types (limited like the other test sends), saving (a new post, or a change to a
// scheduled one) and cancelling. The browser sends only the texts, the audience's rule (a kind and a
// guide's slug or a strand) and the time; the server counts, decides and audits.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action, type AdminResult } from "@/lib/actions/pipeline";
import { recordAdminAction } from "@/lib/admin/audit";
import { adminTestEmailAllowed, TEST_EMAIL_LIMIT_MESSAGE } from "@/lib/admin/test-email-limit";
import { env } from "@/lib/env";
import { sendEmail } from "@/lib/email/send";
import { audienceSchema, countAudience, NO_SUCH_GUIDE, resolveAudience } from "./audience";
import { POST_EMAIL_TYPE, renderPostEmail } from "./compose";
import { BODY_MAX, bodySchema, cancelPost, postInputSchema, savePost, SUBJECT_MAX, subjectSchema } from "./posts";

/** The unsubscribe link of a preview and a test send: nobody's (a test goes to any address, so it
 * must not carry the admin's own link); it opens the page's "not valid" answer. */
const sampleUnsubscribeUrl = () => `${env().SITE_URL}/unsubscribe?list=news&token=test`;

type Failure = { ok: false; status: 400 | 404 | 409 | 429 | 502; error: string; message: string };
const fail = (status: Failure["status"], error: string, message: string): Failure => ({ ok: false, status, error, message });
const firstIssue = (error: z.ZodError, fallback: string) => error.issues[0]?.message ?? fallback;

function revalidatePosts() {
  revalidatePath("/admin/posts");
  revalidatePath("/admin");
}

/** The e-mail as its readers will see it (with the sample unsubscribe link in its footer). */
export const previewPost = action({
  name: "admin: previewPost",
  who: "admin",
  input: z.object({ subject: z.string().max(SUBJECT_MAX * 2), body: z.string().max(BODY_MAX * 2) }),
  invalid: (): AdminResult<{ html: string }> => fail(400, "Preview Failed", "The post is too long to preview."),
  rule: async ({ subject, body }): Promise<AdminResult<{ html: string }>> => {
    const { html } = await renderPostEmail({ subject, body }, sampleUnsubscribeUrl());
    return { ok: true, message: "", html };
  },
});

/** How many people the rule reaches now. */
export const countPostAudience = action({
  name: "admin: countPostAudience",
  who: "admin",
  input: audienceSchema,
  invalid: (error): AdminResult<{ count: number }> => fail(400, "Audience Refused", firstIssue(error, "Please choose who gets the post.")),
  rule: async (input): Promise<AdminResult<{ count: number }>> => {
    const audience = await resolveAudience(input);
    if (!audience) return fail(400, "Audience Refused", NO_SUCH_GUIDE);
    const count = await countAudience(audience);
    return { ok: true, message: `${count} ${count === 1 ? "person" : "people"}`, count };
  },
});

/** The draft to one address, marked as a test. */
export const sendPostTest = action({
  name: "admin: sendPostTest",
  who: "admin",
  input: z.object({
    to: z.string().trim().min(1, "Please enter a test email address").max(254).pipe(z.email("Please enter a valid email address")),
    subject: subjectSchema,
    body: bodySchema,
  }),
  invalid: (error): AdminResult => fail(400, "Test Failed", firstIssue(error, "Please fill in all fields")),
  rule: async ({ to, subject, body }, user): Promise<AdminResult> => {
    if (!(await adminTestEmailAllowed(user.id))) return fail(429, "Test Failed", TEST_EMAIL_LIMIT_MESSAGE);
    const rendered = await renderPostEmail({ subject, body }, sampleUnsubscribeUrl(), true);
    const result = await sendEmail({ to, type: `${POST_EMAIL_TYPE}_test`, subject: `[TEST] ${subject}`, html: rendered.html, text: rendered.text });
    await recordAdminAction(user, "post.test", to, { subject, status: result.status });
    if (result.status === "failed") return fail(502, "Test Failed", "Failed to send test email");
    return { ok: true, message: `Test e-mail sent to ${to}.` };
  },
});

/** A new post, or a change to a scheduled one: sent at the chosen time, or now. */
export const savePostAction = action({
  name: "admin: savePost",
  who: "admin",
  input: postInputSchema,
  invalid: (error): AdminResult<{ id: string }> => fail(400, "Post Not Saved", firstIssue(error, "Please fill in all fields")),
  rule: async (input, user): Promise<AdminResult<{ id: string }>> => {
    const now = new Date();
    const saved = await savePost(input, user.id, now);
    if (!saved.ok) return fail(saved.status, "Post Not Saved", saved.message);
    if (!saved.repeated)
      await recordAdminAction(user, saved.created ? "post.create" : "post.update", saved.id, {
        subject: input.subject,
        audience: input.audience,
        sendAt: saved.sendAt.toISOString(),
      });
    revalidatePosts();
    const when = saved.sendAt.getTime() <= now.getTime() ? "It goes out with the next run of the scheduled job." : "It is scheduled.";
    return { ok: true, id: saved.id, message: `${saved.created ? "Post saved." : "Post updated."} ${when}` };
  },
});

export const cancelPostAction = action({
  name: "admin: cancelPost",
  who: "admin",
  input: z.object({
    id: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
  }),
  invalid: (): AdminResult => fail(400, "Cancel Failed", "No such post."),
  rule: async ({ id }, user): Promise<AdminResult> => {
    const outcome = await cancelPost(id);
    if (outcome === "missing") return fail(404, "Cancel Failed", "No such post.");
    if (outcome === "started") return fail(409, "Cancel Failed", "This post has started sending or was cancelled already.");
    await recordAdminAction(user, "post.cancel", id);
    revalidatePosts();
    return { ok: true, message: "The post is cancelled. Nobody gets it." };
  },
});
