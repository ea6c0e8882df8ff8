// The newest outbox message for a recipient (and optionally a type), as JSON for end-to-end
// tests. Only while e-mail goes to the outbox, and only with the local key (its cookie, or as
// `Authorization: Bearer <key>` for scripts) or an admin session; a 404 otherwise.
import { z } from "zod";
import { latestMailboxMessage, mailboxRecipientSchema } from "@/lib/email/mailbox";
import { canReadMailbox } from "@/lib/local-tools/access";
import { bearerToken, cookieValue, LOCAL_TOOLS_COOKIE } from "@/lib/local-tools/key";

const querySchema = z.object({
  to: mailboxRecipientSchema,
  type: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .optional(),
});

const noStore = { "Cache-Control": "no-store" };

export async function GET(request: Request) {
  // Reading the request first keeps this handler out of build-time prerendering, so the access
  // check below runs per request.
  const params = new URL(request.url).searchParams;
  const presented = { cookie: cookieValue(request.headers.get("cookie"), LOCAL_TOOLS_COOKIE), bearer: bearerToken(request.headers.get("authorization")) };
  if (!(await canReadMailbox(presented))) return Response.json({ error: "Not found" }, { status: 404, headers: noStore });
  const query = querySchema.safeParse({ to: params.get("to") ?? undefined, type: params.get("type") ?? undefined });
  if (!query.success) {
    return Response.json({ error: "Give ?to= an e-mail address and, optionally, ?type= an e-mail type." }, { status: 400, headers: noStore });
  }
  const message = await latestMailboxMessage(query.data);
  if (!message) return Response.json({ error: "No message" }, { status: 404, headers: noStore });
  const { id, to, subject, type, status, html, text, links, createdAt } = message;
  return Response.json({ id, to, subject, type, status, html, text, links, createdAt: createdAt.toISOString() }, { headers: noStore });
}
