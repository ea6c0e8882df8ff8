"use server";
// The contact form: every message is recorded and e-mailed to support (limited per IP bucket,
// RATE_LIMIT_CONTACT_PER_IP), and the address typed gets an acknowledgement, at most
// RATE_LIMIT_CONTACT_PER_SENDER a window. The address is not proven, so the acknowledgement carries
// nothing the writer typed (the shop relays no stranger's words to anyone), and its limit holds back
// only acknowledgements: nobody can stop a person writing to support by writing under their address.
// A refused message (invalid, over the IP limit) sends nothing.
import { createElement } from "react";
import type { z } from "zod";
import { action, type ActionResult } from "@/lib/actions/pipeline";
import { CONTACT_ACKNOWLEDGEMENT_SUBJECT, ContactAcknowledgementEmail } from "@/emails/contact-acknowledgement";
import { ContactMessageEmail, contactMessageSubject } from "@/emails/contact-message";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { renderEmail } from "@/lib/email/render-template";
import { sendEmail } from "@/lib/email/send";
import { contactRules, hitAll } from "@/lib/rate-limit";
import { requestClientIp } from "@/lib/rate-limit/request-ip";
import { contactSchema } from "./schema";
import { requestLog } from "@/lib/log/request";

type ContactField = "name" | "email" | "message";

/** The form's state: not sent yet (`sent: false`), sent, or why not with each field's message. */
export type ContactState = ActionResult<{ sent: boolean }, { fields?: Partial<Record<ContactField, string>> }>;

function fieldErrors(error: z.ZodError): ContactState {
  // The form always sends FormData; anything else comes from a hand-made request.
  if (error.issues.some((issue) => issue.path.length === 0)) return { ok: false, error: "Please fill in the contact form and send it again." };
  const fields: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "name" || field === "email" || field === "message") && !fields[field]) fields[field] = issue.message;
  }
  return { ok: false, error: "Please check the highlighted fields.", fields };
}

export const sendContactMessage = action({
  name: "contact: send",
  who: "visitor",
  input: contactSchema,
  args: (_previous, form) =>
    form instanceof FormData ? { name: form.get("name") ?? "", email: form.get("email") ?? "", message: form.get("message") ?? "" } : null,
  invalid: fieldErrors,
  rule: async (input): Promise<ContactState> => send(input),
});

async function send({ name, email, message }: z.output<typeof contactSchema>): Promise<ContactState> {
  const rules = contactRules();
  let contactId: string;
  try {
    if (!(await hitAll([[rules.perIp, await requestClientIp()]]))) {
      return { ok: false, error: "Too many messages. Please wait a few minutes and try again, or e-mail us directly." };
    }
    const { id } = await db().contactMessage.create({ data: { name, email, message }, select: { id: true } });
    const { SITE_NAME: siteName, SITE_URL: siteUrl, SUPPORT_EMAIL: support } = env();
    await sendEmail({
      to: support,
      type: "contact_message",
      subject: contactMessageSubject(name),
      ...(await renderEmail(createElement(ContactMessageEmail, { name, email, message, siteName, siteUrl }))),
    });
    contactId = id;
  } catch (error) {
    (await requestLog()).error({ err: error }, "contact: could not record or send the message");
    return { ok: false, code: "unavailable", error: "Something went wrong. Please try again, or e-mail us directly." };
  }
  // Support has the message: a failure from here on is the acknowledgement's alone and does not
  // make the sender write again.
  try {
    if (!(await hitAll([[rules.perSender, email]]))) return { ok: true, sent: true };
    const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
    await sendEmail({
      to: email,
      type: "contact_acknowledgement",
      subject: CONTACT_ACKNOWLEDGEMENT_SUBJECT,
      dedupeKey: `contact-ack:${contactId}`,
      ...(await renderEmail(createElement(ContactAcknowledgementEmail, { siteName, siteUrl }))),
    });
  } catch (error) {
    (await requestLog()).error({ err: error, contactMessageId: contactId }, "contact: could not send the acknowledgement");
  }
  return { ok: true, sent: true };
}
