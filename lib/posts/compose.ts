import "server-only";
// A post as an e-mail: its Markdown as HTML in the shared layout (emails/post.tsx), with the news
// footer. The job renders a post once a batch with a stand-in for the unsubscribe token and puts
// each person's token in its place (a token is letters, digits, "-", "_" and "."), so a batch of 100
// is one render. The stand-in is made afresh for each batch, so no post's text can hold it.
import { randomBytes } from "node:crypto";
import { createElement } from "react";
import { PostEmail } from "@/emails/post";
import { newsUnsubscribeHeaders, newsUnsubscribePageUrl } from "@/lib/email/news";
import { renderEmail } from "@/lib/email/render-template";
import type { OutgoingEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { renderPostMarkdown } from "./markdown";

export const POST_EMAIL_TYPE = "post";

type Draft = { subject: string; body: string };

/** The e-mail of a post with this unsubscribe link (the preview, a test send). */
export async function renderPostEmail(draft: Draft, unsubscribeUrl: string, test = false): Promise<{ html: string; text: string }> {
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  return renderEmail(
    createElement(PostEmail, { siteName, siteUrl, subject: draft.subject, bodyHtml: renderPostMarkdown(draft.body, "email"), unsubscribeUrl, test }),
  );
}

/** The e-mail of a post for each of `people`, rendered once. */
export async function composePostEmails(
  post: Draft & { id: string },
  people: readonly { recipientId: string; userId: string; email: string }[],
): Promise<Map<string, OutgoingEmail>> {
  const emails = new Map<string, OutgoingEmail>();
  if (people.length === 0) return emails;
  const standIn = `unsubscribetoken${randomBytes(16).toString("hex")}`;
  const pageUrl = newsUnsubscribePageUrl("x");
  const standInUrl = `${pageUrl.slice(0, pageUrl.indexOf("token=") + "token=".length)}${standIn}`;
  const rendered = await renderPostEmail(post, standInUrl);
  for (const person of people) {
    const token = new URL(newsUnsubscribePageUrl(person.userId)).searchParams.get("token") ?? "";
    emails.set(person.recipientId, {
      to: person.email,
      type: POST_EMAIL_TYPE,
      subject: post.subject,
      html: rendered.html.replaceAll(standIn, token),
      text: rendered.text.replaceAll(standIn, token),
      dedupeKey: `post:${post.id}:${person.recipientId}`,
      headers: newsUnsubscribeHeaders(person.userId),
    });
  }
  return emails;
}
