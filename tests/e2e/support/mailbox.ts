import { expect, type APIRequestContext } from "@playwright/test";

type MailboxMessage = { id: string; to: string; subject: string; type: string; html: string; links: string[] };

/** The local tools' key of the server under test (scripts/test.mjs generates it and passes it to both). */
export function localToolsKey(): string {
  const key = process.env.LOCAL_TOOLS_KEY;
  if (!key) throw new Error("LOCAL_TOOLS_KEY is not set: run the end-to-end tests through `npm run test:e2e`.");
  return key;
}

/** The link `npm start` prints for the mailbox. */
export function mailboxKeyLink(): string {
  return `/dev/mailbox?key=${encodeURIComponent(localToolsKey())}`;
}

const unlocked = new WeakSet<APIRequestContext>();

/** Follows the printed key link once, as a person does: the context keeps the cookie it sets. */
export async function openMailbox(request: APIRequestContext): Promise<void> {
  if (unlocked.has(request)) return;
  const response = await request.get(mailboxKeyLink());
  expect(response.status(), "the mailbox opens with the local key").toBe(200);
  unlocked.add(request);
}

/** The newest e-mail of a type sent to an address, read from the local outbox (embedded defaults). */
export async function latestEmail(request: APIRequestContext, to: string, type: string): Promise<MailboxMessage> {
  await openMailbox(request);
  let message: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox/latest?to=${encodeURIComponent(to)}&type=${encodeURIComponent(type)}`);
        if (response.status() !== 200) return null;
        message = (await response.json()) as MailboxMessage;
        return message.id;
      },
      { timeout: 20_000 },
    )
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
