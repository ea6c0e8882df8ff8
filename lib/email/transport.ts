import "server-only";
// How a recorded e-mail leaves the machine. Resend in production (RESEND_API_KEY set); otherwise
// the outbox, where the email_messages row itself is the delivered message (read at /dev/mailbox).
// Resend types stay inside this module; the rest of the code sees EmailTransport.
import { Resend } from "resend";
import { env, type EmailMode } from "@/lib/env";
import { inSpan } from "@/lib/telemetry/span";
import { awaitProviderSlot, holdOffProvider, type Lane } from "./pacer";
import { after } from "next/server";
import { reportOutboxDeliveries } from "./outbox-events";

export type TransportMessage = {
  /** The email_messages row id, also sent as the provider's Idempotency-Key. */
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for programme e-mails). */
  headers?: Record<string, string>;
};

/** Each call to the provider waits for its turn in one of the shared pace's lanes (./pacer.ts). */
export interface EmailTransport {
  kind: EmailMode;
  send(message: TransportMessage, lane: Lane): Promise<{ providerId: string | null }>;
  /** Sends up to MAX_BATCH_SIZE messages in one call under one idempotency key; all or none are
   * accepted (Resend's strict batch validation). Provider ids come back in the messages' order. */
  sendBatch(messages: TransportMessage[], idempotencyKey: string, lane: Lane): Promise<{ providerIds: (string | null)[] }>;
}

/** The most messages one batch call may carry (Resend's limit). */
export const MAX_BATCH_SIZE = 100;

/** A provider refused or could not take a message. `retryable` is true for rate limits (429),
 * provider errors (5xx) and network failures, false for requests it will never accept (4xx). */
export class EmailProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly statusCode: number | null,
    /** How long the provider asked to wait (its `retry-after`), for a 429. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = "EmailProviderError";
  }

  /** The provider refused the call for its rate limit: nothing was taken, and it is no failure of
   * the message's; it goes again when the provider says. */
  get rateLimited(): boolean {
    return this.statusCode === 429;
  }
}

/** How long a call that met 429s keeps waiting for its turn before it leaves its messages due for
 * a later run: a person's e-mail waits a little, a drain's batch a little longer. */
const RATE_LIMIT_PATIENCE_MS: Record<Lane, number> = { transactional: 20_000, bulk: 60_000 };

/** `retry-after` in seconds (or an HTTP date); else `ratelimit-reset` in seconds; else a second. */
function retryAfterMs(headers: Record<string, string> | null | undefined): number {
  const retryAfter = headers?.["retry-after"];
  if (retryAfter !== undefined) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return Math.max(0, date - Date.now());
  }
  const reset = Number(headers?.["ratelimit-reset"]);
  return Number.isFinite(reset) && reset > 0 ? reset * 1000 : 1000;
}

const PROVIDER_TIMEOUT_MS = 15_000;

// Resend names of errors worth another try when the response carried no status code.
const RETRYABLE_ERROR_NAMES = new Set([
  "rate_limit_exceeded",
  "daily_quota_exceeded",
  "monthly_quota_exceeded",
  "concurrent_idempotent_requests",
  "internal_server_error",
  "application_error",
]);

function isRetryable(statusCode: number | null | undefined, name: string | undefined): boolean {
  if (typeof statusCode === "number") return statusCode === 429 || statusCode >= 500;
  // No status: the request never got an HTTP answer (network error, timeout) or the body was odd.
  return name === undefined || RETRYABLE_ERROR_NAMES.has(name);
}

/** Sends through the Resend API. The API origin is Resend's own unless RESEND_BASE_URL is set
 * (read by the resend package itself); tests point it at a loopback stand-in. */
function createResendTransport(apiKey: string, options: { baseUrl?: string } = {}): EmailTransport {
  const client = new Resend(apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  return {
    kind: "resend",
    async send(message, lane) {
      const response = await paced(lane, "resend emails.send", 1, () =>
        client.emails.send(payload(message), { idempotencyKey: message.id, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }),
      );
      return { providerId: response?.id ?? null };
    },
    async sendBatch(messages, idempotencyKey, lane) {
      if (messages.length > MAX_BATCH_SIZE) throw new Error(`A batch holds at most ${MAX_BATCH_SIZE} messages`);
      const response = await paced(lane, "resend batch.send", messages.length, () =>
        client.batch.send(messages.map(payload), { idempotencyKey, batchValidation: "strict", signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }),
      );
      const ids = response?.data ?? [];
      return { providerIds: messages.map((_, index) => ids[index]?.id ?? null) };
    },
  };
}

function payload(message: TransportMessage) {
  return { from: message.from, to: message.to, subject: message.subject, html: message.html, text: message.text, headers: message.headers };
}

type ProviderResponse<T> = { data: T | null; error: unknown; headers?: Record<string, string> | null };

/** Runs one Resend call in its turn (./pacer.ts). A 429 holds every instance off for what the
 * provider's `retry-after` says and the call goes again, under the same idempotency key, until the
 * lane's patience runs out; then the 429 is thrown for the caller to leave the messages due. */
async function paced<T>(lane: Lane, name: string, messages: number, request: () => Promise<ProviderResponse<T>>): Promise<T | null> {
  const giveUpAt = Date.now() + RATE_LIMIT_PATIENCE_MS[lane];
  for (;;) {
    if (!(await awaitProviderSlot(lane, giveUpAt))) {
      throw new EmailProviderError("Resend refused the message (429): held off by the provider's rate limit past this call's patience", true, 429, 5_000);
    }
    try {
      return await call(name, messages, request);
    } catch (error) {
      if (!(error instanceof EmailProviderError) || !error.rateLimited) throw error;
      const wait = error.retryAfterMs ?? 1000;
      await holdOffProvider(wait);
      if (Date.now() + wait > giveUpAt) throw error;
    }
  }
}

/** Runs one Resend call in a span, turning a thrown request or an error answer into an EmailProviderError. */
function call<T>(name: string, messages: number, request: () => Promise<ProviderResponse<T>>): Promise<T | null> {
  return inSpan(name, { "email.messages": messages }, () => answerOf(request));
}

async function answerOf<T>(request: () => Promise<ProviderResponse<T>>): Promise<T | null> {
  let response: ProviderResponse<T>;
  try {
    response = await request();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new EmailProviderError(`Resend request failed: ${reason}`, true, null);
  }
  if (response.error) {
    const { statusCode, name, message: reason } = response.error as { statusCode?: number | null; name?: string; message?: string };
    const status = typeof statusCode === "number" ? statusCode : null;
    throw new EmailProviderError(
      `Resend refused the message${status === null ? "" : ` (${status})`}: ${name ?? "error"}: ${reason ?? "no message"}`,
      isRetryable(status, name),
      status,
      status === 429 ? retryAfterMs(response.headers) : null,
    );
  }
  return response.data;
}

/** The outbox: nothing leaves the machine; the recorded row is the message. Its provider id is
 * the outbox's own, and an address at one of the test domains gets the delivery events a real
 * provider would report (./outbox-events.ts), after the answer. */
const outboxTransport: EmailTransport = {
  kind: "outbox",
  async send(message) {
    const providerId = `outbox_${message.id}`;
    await reportAfterAnswer([{ providerId, to: message.to, subject: message.subject }]);
    return { providerId };
  },
  async sendBatch(messages) {
    const providerIds = messages.map((message) => `outbox_${message.id}`);
    await reportAfterAnswer(messages.map((message, index) => ({ providerId: providerIds[index]!, to: message.to, subject: message.subject })));
    return { providerIds };
  },
};

/** The outbox's simulated events, once the answer (and the record of the message) is done. */
async function reportAfterAnswer(messages: { providerId: string; to: string; subject: string }[]): Promise<void> {
  if (!messages.some((message) => /@(bounce|complaint|delayed)\.test$/i.test(message.to.trim()))) return;
  const report = () => reportOutboxDeliveries(messages);
  try {
    after(report);
  } catch {
    // Outside a request (the scheduled job's run in a script or a test): a moment later.
    setTimeout(() => void report(), 50);
  }
}

let resendTransport: EmailTransport | undefined;

/** The transport the environment selects (see lib/env.ts: RESEND_API_KEY switches to Resend). */
export function emailTransport(): EmailTransport {
  const config = env();
  if (config.email === "outbox" || !config.RESEND_API_KEY) return outboxTransport;
  resendTransport ??= createResendTransport(config.RESEND_API_KEY);
  return resendTransport;
}

/** The From header: EMAIL_FROM with Resend; a local no-reply address for the outbox. */
export function senderAddress(): string {
  const config = env();
  return config.EMAIL_FROM ?? `${config.SITE_NAME} <no-reply@localhost>`;
}
