import { expect, type APIRequestContext } from "@playwright/test";

type MailboxMessage = { id: string; to: string; subject: string; type: string; html: string; links: string[] };

/** The newest e-mail of a type sent to an address, read from the local outbox (embedded defaults). */
export async function latestEmail(request: APIRequestContext, to: string, type: string): Promise<MailboxMessage> {
  let message: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/latest?to=${encodeURIComponent(to)}&type=${encodeURIComponent(type)}`);
      if (response.status() !== 200) return null;
      message = (await response.json()) as MailboxMessage;
      return message.id;
    }, { timeout: 20_000 })
    .not.toBeNull();
  return message!;
}

export function linkContaining(message: MailboxMessage, fragment: string): string {
  const link = message.links.find((href) => href.includes(fragment));
  expect(link, `a link containing ${fragment} in "${message.subject}"`).toBeTruthy();
  return link!;
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 7)}@reader.test`;
}
