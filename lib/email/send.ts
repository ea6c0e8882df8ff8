import "server-only";
// Sending e-mail. Every message is recorded in email_messages; with the embedded default (no
// RESEND_API_KEY) that record is the outbox and nothing leaves the machine.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { cleanSubject } from "./html";

export type OutgoingEmail = { to: string; type: string; subject: string; html: string; text?: string; dedupeKey?: string };

export async function sendEmail(message: OutgoingEmail): Promise<{ id: string }> {
  const transport = env().email;
  if (transport !== "outbox") {
    throw new Error("Resend delivery is configured (RESEND_API_KEY) but not part of this build yet");
  }
  const record = await db().emailMessage.create({
    data: {
      to: message.to,
      type: message.type,
      subject: cleanSubject(message.subject),
      html: message.html,
      text: message.text,
      dedupeKey: message.dedupeKey,
      transport,
      status: "sent",
      attempts: 1,
      sentAt: new Date(),
    },
    select: { id: true },
  });
  return record;
}
