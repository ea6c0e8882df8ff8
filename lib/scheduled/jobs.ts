import "server-only";
// Every job the scheduled route runs, in order: the sandbox's webhook retries (so a paid sandbox
// session is fulfilled before anything else reads it), the e-mails promised by a change whose
// process stopped before sending them (receipts, welcomes, refund notices), the Atomic Year's e-mails, the retry of
// e-mails a provider failed to take, then the gift jobs (lib/gifts/scheduled.ts), then the news
// e-mails: new editions of guides (lib/shelf/edition-notices.ts) and the reminder of an unfinished
// checkout (lib/checkout/reminders.ts), and the ask for a review of a finished guide
// (lib/reviews/requests.ts), and the owner's posts (lib/posts/delivery.ts); then the expiry of checkouts
// nobody finished (lib/checkout/expiry.ts); last, once a day, the guide pages' "Readers of this guide
// also read" (lib/catalog/cross-sells.ts).
import { retryDueEmails } from "@/lib/email/send";
import { giftDeliveryJob, giftReminderJob } from "@/lib/gifts/scheduled";
import { retryDueSandboxEvents } from "@/lib/payments/sandbox-webhooks";
import { sendDueProgrammeEmails } from "@/lib/atomic-year/programme";
import { sendCheckoutReminders } from "@/lib/checkout/reminders";
import { sendEditionNotices } from "@/lib/shelf/edition-notices";
import { sendReviewRequests } from "@/lib/reviews/requests";
import { sendDuePosts } from "@/lib/posts/delivery";
import { sendPromisedEmails } from "./promised-emails";
import { expireEndedCheckouts } from "@/lib/checkout/expiry";
import { refreshCrossSells } from "@/lib/catalog/cross-sells";
import type { ScheduledJob } from "./types";

const programmeEmailsJob: ScheduledJob = {
  name: "programme-emails",
  run: (now, deadline) => sendDueProgrammeEmails({ now, deadline }),
};

/** E-mails a state change promised and its process did not send (lib/email/promised.ts). */
const promisedEmailsJob: ScheduledJob = {
  name: "promised-emails",
  run: (now, deadline) => sendPromisedEmails(now, deadline),
};

const emailRetryJob: ScheduledJob = {
  name: "email-retries",
  async run(now) {
    const results = await retryDueEmails({ now });
    return {
      sent: results.filter((result) => result.status === "sent").length,
      failed: results.filter((result) => result.status === "failed").length,
      skipped: results.filter((result) => result.status === "skipped" || result.status === "deferred").length,
    };
  },
};

/** Events the sandbox could not deliver to the webhook route (none when payments run on Stripe). */
const sandboxWebhookJob: ScheduledJob = {
  name: "sandbox-webhooks",
  run: (now) => retryDueSandboxEvents(now),
};

const editionNoticesJob: ScheduledJob = {
  name: "edition-notices",
  run: (now, deadline) => sendEditionNotices(now, { deadline }),
};

/** The one e-mail asking an owner who finished a guide for a review (lib/reviews/requests.ts). */
const reviewRequestsJob: ScheduledJob = {
  name: "review-requests",
  run: (now, deadline) => sendReviewRequests(now, { deadline }),
};

/** The owner's posts to news readers: recipients decided once when due, then sent in batches (lib/posts/delivery.ts). */
const postsJob: ScheduledJob = {
  name: "posts",
  run: (now, deadline) => sendDuePosts(now, { deadline }),
};

const checkoutRemindersJob: ScheduledJob = {
  name: "checkout-reminders",
  run: (now, deadline) => sendCheckoutReminders(now, { deadline }),
};

/** Pending checkouts whose session's life has ended, or that never got one (lib/checkout/expiry.ts). */
const checkoutExpiryJob: ScheduledJob = {
  name: "checkout-expiry",
  run: (now, deadline) => expireEndedCheckouts(now, { deadline }),
};

/** The co-purchases behind "Readers of this guide also read", when a day old: it sends nothing. */
const crossSellsJob: ScheduledJob = {
  name: "cross-sells",
  async run(now) {
    await refreshCrossSells(now);
    return { sent: 0, skipped: 0, failed: 0 };
  },
};

export const scheduledJobs: ScheduledJob[] = [
  sandboxWebhookJob,
  promisedEmailsJob,
  programmeEmailsJob,
  emailRetryJob,
  giftDeliveryJob,
  giftReminderJob,
  editionNoticesJob,
  reviewRequestsJob,
  postsJob,
  checkoutRemindersJob,
  checkoutExpiryJob,
  crossSellsJob,
];
