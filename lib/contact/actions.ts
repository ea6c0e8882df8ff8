"use server";

import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/email/html";
import { sendEmail } from "@/lib/email/send";
import { contactSchema } from "./schema";

export type ContactState =
  | { status: "idle" }
  | { status: "sent" }
  | { status: "error"; message: string; fieldErrors?: Partial<Record<"name" | "email" | "message", string>> };

export async function sendContactMessage(_previous: ContactState, formData: FormData): Promise<ContactState> {
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
  try {
    await db().contactMessage.create({ data: { name, email, message } });
    await sendEmail({
      to: env().SUPPORT_EMAIL,
      type: "contact_message",
      subject: `Contact form: ${name}`,
      html: `<p><strong>From:</strong> ${escapeHtml(name)} &lt;${escapeHtml(email)}&gt;</p><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
      text: `From: ${name} <${email}>\n\n${message}`,
    });
  } catch (error) {
    console.error("contact: could not record or send the message", error);
    return { status: "error", message: "Something went wrong. Please try again, or e-mail us directly." };
  }
  return { status: "sent" };
}
