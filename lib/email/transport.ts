import "server-only";
// How a recorded e-mail leaves the machine. Resend in production (RESEND_API_KEY set); otherwise
// the outbox, where the email_messages row itself is the delivered message (read at /dev/mailbox).
// Resend types stay inside this module; the rest of the code sees EmailTransport.
import { Resend } from "resend";
import { env, type EmailMode } from "@/lib/env";
import { inSpan } from "@/lib/telemetry/span";

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

export interface EmailTransport {
  kind: EmailMode;
  send(message: TransportMessage): Promise<{ providerId: string | null }>;
  /** Sends up to MAX_BATCH_SIZE messages in one call under one idempotency key; all or none are
   * accepted (Resend's strict batch validation). Provider ids come back in the messages' order. */
  sendBatch(messages: TransportMessage[], idempotencyKey: string): Promise<{ providerIds: (string | null)[] }>;
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
  ) {
    super(message);
    this.name = "EmailProviderError";
  }
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
    async send(message) {
      const response = await call("resend emails.send", 1, () =>
        client.emails.send(payload(message), { idempotencyKey: message.id, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }),
      );
      return { providerId: response?.id ?? null };
    },
    async sendBatch(messages, idempotencyKey) {
      if (messages.length > MAX_BATCH_SIZE) throw new Error(`A batch holds at most ${MAX_BATCH_SIZE} messages`);
      const response = await call("resend batch.send", messages.length, () =>
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

/** Runs one Resend call in a span, turning a thrown request or an error answer into an EmailProviderError. */
function call<T>(name: string, messages: number, request: () => Promise<{ data: T | null; error: unknown }>): Promise<T | null> {
  return inSpan(name, { "email.messages": messages }, () => answerOf(request));
}

async function answerOf<T>(request: () => Promise<{ data: T | null; error: unknown }>): Promise<T | null> {
  let response: { data: T | null; error: unknown };
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
    );
  }
  return response.data;
}

/** The outbox: nothing leaves the machine; the recorded row is the message. */
const outboxTransport: EmailTransport = {
  kind: "outbox",
  async send() {
    return { providerId: null };
  },
  async sendBatch(messages) {
    return { providerIds: messages.map(() => null) };
  },
};

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
