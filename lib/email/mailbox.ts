import "server-only";
// The local mailbox: reads of the outbox (email_messages) for /dev/mailbox and its JSON twin.
// Only available while e-mail goes to the outbox; with Resend configured it does not exist. Who
// may read it is decided in lib/local-tools/access.
import { z } from "zod";
import { db, likeLiteral } from "@/lib/db";
import { env } from "@/lib/env";
import { extractLinks } from "./html";

const MAILBOX_PAGE_SIZE = 100;

export function mailboxEnabled(): boolean {
  return env().email === "outbox";
}

export const mailboxRecipientSchema = z.email().max(320);

export type MailboxEntry = { id: string; to: string; subject: string; type: string; status: string; createdAt: Date };

export async function listMailbox(filter: { to?: string } = {}): Promise<MailboxEntry[]> {
  return db().emailMessage.findMany({
    where: filter.to ? { to: { equals: likeLiteral(filter.to), mode: "insensitive" } } : undefined,
    select: { id: true, to: true, subject: true, type: true, status: true, createdAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAILBOX_PAGE_SIZE,
  });
}

export type MailboxMessage = MailboxEntry & { html: string; text: string | null; links: string[] };

export async function mailboxMessageExists(id: string): Promise<boolean> {
  return (await db().emailMessage.findUnique({ where: { id }, select: { id: true } })) !== null;
}

export async function getMailboxMessage(id: string): Promise<MailboxMessage | null> {
  const message = await db().emailMessage.findUnique({
    where: { id },
    select: { id: true, to: true, subject: true, type: true, status: true, createdAt: true, html: true, text: true },
  });
  return message && { ...message, links: extractLinks(message.html) };
}

export async function latestMailboxMessage(filter: { to: string; type?: string }): Promise<MailboxMessage | null> {
  const message = await db().emailMessage.findFirst({
    where: { to: { equals: likeLiteral(filter.to), mode: "insensitive" }, ...(filter.type ? { type: filter.type } : {}) },
    select: { id: true, to: true, subject: true, type: true, status: true, createdAt: true, html: true, text: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return message && { ...message, links: extractLinks(message.html) };
}
