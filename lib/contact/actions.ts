"use server";
// The contact form: every message is recorded and e-mailed to support (limited per IP bucket,
// RATE_LIMIT_CONTACT_PER_IP), and the address typed gets an acknowledgement, at most
// RATE_LIMIT_CONTACT_PER_SENDER a window. The address is not proven, so the acknowledgement carries
// nothing the writer typed (the shop relays no stranger's words to anyone), and its limit holds back
// only acknowledgements: nobody can stop a person writing to support by writing under their address.
// A refused message (invalid, over the IP limit) sends nothing.
import { createElement } from "react";
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

export type ContactState =
  { status: "idle" } | { status: "sent" } | { status: "error"; message: string; fieldErrors?: Partial<Record<"name" | "email" | "message", string>> };

export async function sendContactMessage(_previous: ContactState, formData: FormData): Promise<ContactState> {
  // The form always sends FormData; anything else comes from a hand-made request.
  if (!(formData instanceof FormData)) return { status: "error", message: "Please fill in the contact form and send it again." };
  const parsed = contactSchema.safeParse({
    name: formData.get("name") ?? "",
    email: formData.get("email") ?? "",
    message: formData.get("message") ?? "",
  });
  if (!parsed.success) {
    const fieldErrors: Partial<Record<"name" | "email" | "message", string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "name" || field === "email" || field === "message") && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return { status: "error", message: "Please check the highlighted fields.", fieldErrors };
  }
  const { name, email, message } = parsed.data;
  const rules = contactRules();
  let contactId: string;
  try {
    if (!(await hitAll([[rules.perIp, await requestClientIp()]]))) {
      return { status: "error", message: "Too many messages. Please wait a few minutes and try again, or e-mail us directly." };
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
    return { status: "error", message: "Something went wrong. Please try again, or e-mail us directly." };
  }
  // Support has the message: a failure from here on is the acknowledgement's alone and does not
  // make the sender write again.
  try {
    if (!(await hitAll([[rules.perSender, email]]))) return { status: "sent" };
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
  return { status: "sent" };
}
