// Posts in Chromium: an admin writes a post in Markdown on /admin/posts, watches the live preview
// (the rendered e-mail, raw HTML shown as text), narrows the audience to a guide's owners and sees the
// server's count, sends a test to their own address and sends the post now. The scheduled job runs
// (its cron route); a reader who chose news and owns the guide finds the post in the mailbox, with the
// one-click unsubscribe headers, and on their account's News page; the admin's figures show it sent.
// The reader then leaves news through the e-mail's link, and the figures count them. With SHOTS_DIR
// set, the editor and the News page are saved at 1280 and 390 px.
import { expect, test } from "@playwright/test";
import { optInToNews, signInAs, signUpConfirmed } from "./support/accounts";
import { sql } from "./support/database";
import { latestEmail, linkContaining, mailboxKeyLink, uniqueEmail } from "./support/mailbox";
import { gotoSettled } from "./support/network";
import { runScheduledJob } from "./support/scheduled-job";
import { shoot } from "./support/shots";

test.describe.configure({ timeout: 180_000 });

// On ADMIN_EMAILS in scripts/test.mjs (shared with admin-emails.spec.ts; signInAs reuses the account).
const ADMIN_EMAIL = "mail-admin@reader.test";
const GUIDE_ID = "motion_004";

test("an admin writes a post with its preview and count, test-sends it and sends it; its reader finds it and leaves news", async ({
  page,
  browser,
  request,
}) => {
  const { rows: guides } = await sql<{ slug: string; title: string }>("SELECT slug, title FROM guides WHERE id = $1", [GUIDE_ID]);
  const guide = guides[0]!;

  // The reader: confirmed, news chosen on the account page, owner of the guide.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  const readerEmail = await signUpConfirmed(reader, request, "Nia", uniqueEmail("nia"));
  await optInToNews(reader, readerEmail);
  await sql(`INSERT INTO user_guides (id, user_id, guide_id, acquired_via) SELECT gen_random_uuid()::text, id, $2, 'purchase' FROM users WHERE email = $1`, [
    readerEmail,
    GUIDE_ID,
  ]);

  // The admin's editor.
  await signInAs(page, "Owner", ADMIN_EMAIL);
  await gotoSettled(page, "/admin");
  await page.getByRole("navigation").getByRole("link", { name: "Posts" }).first().click();
  await expect(page.getByRole("heading", { name: "Posts", level: 1 })).toBeVisible();
  const editor = page.getByRole("form", { name: "New post" });
  const subject = `Notes for ${guide.title} readers ${Date.now().toString(36)}`;
  await editor.getByLabel("Subject").fill(subject);
  await editor
    .getByLabel("Post (Markdown)")
    .fill(
      `# A new chapter of motion\n\nHello from the shop. We wrote **three new exercises** for ${guide.title}.\n\n- Walk a little\n- Breathe a little\n\n[Open your shelf](https://atomic.test/shelf)\n\n<script>alert("no")</script>`,
    );
  const preview = editor.frameLocator("iframe");
  await expect(preview.getByRole("heading", { name: "A new chapter of motion" })).toBeVisible();
  await expect(preview.getByText('<script>alert("no")</script>')).toBeVisible();
  await expect(preview.getByRole("link", { name: "Unsubscribe from news" })).toBeVisible();

  await editor.getByLabel("Audience").selectOption({ label: "Owners of a guide" });
  await editor.getByLabel("Guide").selectOption({ label: guide.title });
  const { rows: counted } = await sql<{ count: number }>(
    `SELECT count(*)::int AS count FROM users u WHERE u.marketing_emails AND u.email_verified IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM email_suppressions s WHERE s.address = lower(trim(u.email)) AND s.suppressed_at IS NOT NULL)
       AND EXISTS (SELECT 1 FROM user_guides ug WHERE ug.user_id = u.id AND ug.guide_id = $1)`,
    [GUIDE_ID],
  );
  const expected = counted[0]!.count;
  expect(expected).toBeGreaterThanOrEqual(1);
  await expect(editor.getByTestId("audience-count")).toHaveText(`${expected} ${expected === 1 ? "person" : "people"} will get this post`);
  await editor.getByLabel("At a chosen time").check();
  await expect(editor.getByText(/^Send at \(.+\)$/)).toBeVisible();
  await shoot(page, "admin-posts-editor");
  await editor.getByLabel("Send now").check();

  // A test to the admin's own address, prefilled.
  await expect(editor.getByLabel("Test e-mail address")).toHaveValue(ADMIN_EMAIL);
  await editor.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText(`Test e-mail sent to ${ADMIN_EMAIL}.`)).toBeVisible();
  const testMessage = await latestEmail(request, ADMIN_EMAIL, "post_test");
  expect(testMessage.subject).toBe(`[TEST] ${subject}`);

  await editor.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByText("Post saved. It goes out with the next run of the scheduled job.")).toBeVisible();
  const listed = page.getByTestId("admin-post").filter({ hasText: subject });
  await expect(listed).toContainText("Scheduled");

  // The scheduled job sends it.
  const report = await runScheduledJob(request);
  expect(report.jobs.posts!.sent).toBeGreaterThanOrEqual(1);
  const message = await latestEmail(request, readerEmail, "post");
  expect(message.subject).toBe(subject);
  const { rows: stored } = await sql<{ headers: Record<string, string> }>("SELECT headers FROM email_messages WHERE id = $1", [message.id]);
  expect(stored[0]!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(stored[0]!.headers["List-Unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/api\/unsubscribe\?list=news&token=[^>]+>$/);
  await reader.goto(mailboxKeyLink());
  await reader.goto(`/dev/mailbox/${message.id}`);
  await expect(reader.frameLocator("iframe").getByRole("heading", { name: "A new chapter of motion" })).toBeVisible();

  // The reader's News page.
  await gotoSettled(reader, "/account");
  await reader.getByRole("link", { name: "News page" }).click();
  await expect(reader.getByRole("heading", { name: "News", level: 1 })).toBeVisible();
  const copy = reader.getByTestId("news-post").first();
  await expect(copy.getByRole("heading", { name: subject })).toBeVisible();
  await expect(copy.getByRole("heading", { name: "A new chapter of motion" })).toBeVisible();
  await expect(copy.getByRole("link", { name: "Open your shelf" })).toHaveAttribute("href", "https://atomic.test/shelf");
  await expect(copy.getByText('<script>alert("no")</script>')).toBeVisible();
  await shoot(reader, "account-news");

  // The admin's figures.
  await page.reload();
  await expect(listed).toContainText("Sent");
  await expect(listed.getByLabel(`Figures of ${subject}`)).toContainText(`Audience${expected}`);
  await expect(listed.getByRole("definition")).toHaveCount(5);

  // The e-mail's unsubscribe link leads to the page; its button ends news, and the post counts it.
  const leave = new URL(linkContaining(message, "/unsubscribe?list=news&token="));
  await reader.goto(`${leave.pathname}${leave.search}`);
  await expect(reader.getByRole("heading", { name: "News e-mails" })).toBeVisible();
  await reader.getByRole("button", { name: "Unsubscribe from news e-mails" }).click();
  await expect(reader.getByRole("status")).toHaveText(/You are unsubscribed from news e-mails/);
  expect((await sql("SELECT 1 FROM users WHERE email = $1 AND marketing_emails", [readerEmail])).rowCount).toBe(0);
  await page.reload();
  await expect(listed.getByLabel(`Figures of ${subject}`)).toContainText("Unsubscribed since1");
  await readerContext.close();
});
