import "server-only";
// The environment, validated with zod. Each outside service is chosen here once: the embedded
// default when nothing is configured, the production twin when its variables are set.
import { z } from "zod";
import { parseAdminEmails } from "@/lib/admin-emails";
import { siteOriginsOf } from "@/lib/http/origin";
import { isValidTrustProxy, trustedProxyHops } from "@/lib/http/trust-proxy";

/** The levels LOG_LEVEL may name, from the most to the least severe; `silent` logs nothing. */
const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

const optional = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const urlString = z.url({ protocol: /^https?$/ });

/** A count or a length of time: a whole number of at least 1; unset or empty gives `fallback`. */
function positiveInteger(fallback: number) {
  return optional
    .pipe(
      z
        .string()
        .regex(/^\d{1,9}$/, "must be a whole number, at least 1")
        .default(String(fallback)),
    )
    .transform(Number)
    .pipe(z.number().min(1, "must be a whole number, at least 1"));
}

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SITE_NAME: optional.pipe(z.string().max(60).default("Atomic Guides")),
  SITE_URL: optional.pipe(urlString.optional()),
  PORT: optional
    .pipe(
      z
        .string()
        .regex(/^\d{1,5}$/, "must be a port number")
        .default("3000"),
    )
    .transform(Number),
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  // Connections in the app's pool (`npm start` sets 1 for the embedded database).
  DATABASE_POOL_MAX: positiveInteger(5),
  // Named statements, prepared once per connection (lib/db): on unless "false" (the embedded database,
  // and a pooler that does not keep prepared statements).
  DATABASE_PREPARED_STATEMENTS: optional.pipe(z.enum(["true", "false"], "must be true or false").optional()).transform((value) => value !== "false"),
  AUTH_SECRET: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  STORAGE_DIR: optional.pipe(z.string().default(".data/storage")),
  STORAGE_SIGNING_SECRET: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: optional.pipe(urlString.optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  STRIPE_SECRET_KEY: optional.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, "must start with sk_test_, sk_live_ or rk_")
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optional.pipe(z.string().startsWith("whsec_", "must start with whsec_").optional()),
  // Stripe Tax: checkout computes the buyer's tax from the billing country (docs/operating.md#tax).
  // The behaviour says whether the catalogue's prices already include it or it is added on top.
  STRIPE_TAX: optional.pipe(z.enum(["true", "false"], "must be true or false").optional()).transform((value) => value === "true"),
  STRIPE_TAX_BEHAVIOR: optional.pipe(z.enum(["exclusive", "inclusive"], "must be exclusive or inclusive").default("exclusive")),
  RESEND_API_KEY: optional.pipe(z.string().startsWith("re_", "must start with re_").optional()),
  EMAIL_FROM: optional,
  // Requests a second the e-mail provider takes from this shop, all instances together (Resend's
  // default is 2; raise it with the limit Resend gives the team: docs/operating.md#e-mail-at-the-providers-pace).
  EMAIL_REQUESTS_PER_SECOND: positiveInteger(2),
  // The signing secret of Resend's delivery webhook (app/api/webhooks/resend): its events feed the
  // suppression list. Unset: the route answers 404.
  RESEND_WEBHOOK_SECRET: optional.pipe(z.string().startsWith("whsec_", "must start with whsec_").optional()),
  SUPPORT_EMAIL: optional.pipe(z.email().default("support@atomicguides.app")),
  AUTH_GOOGLE_ID: optional,
  AUTH_GOOGLE_SECRET: optional,
  // Tests only: the issuer Google sign-in discovers its endpoints from (a loopback OpenID Connect
  // stand-in). Only an https address on this machine is accepted, so no deployment can hand its
  // Google sign-ins to another issuer by this variable.
  AUTH_GOOGLE_ISSUER: optional.pipe(
    z
      .url({
        protocol: /^https$/,
        hostname: /^(127\.0\.0\.1|localhost|\[::1\])$/,
        error: "must be an https address on this machine (a test stand-in for Google)",
      })
      .optional(),
  ),
  ADMIN_EMAILS: optional,
  CRON_SECRET: optional.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  // Opens the local mailbox and the sandbox checkout to whoever holds it (besides admins).
  LOCAL_TOOLS_KEY: optional.pipe(z.string().min(24, "must be at least 24 characters").optional()),
  // Next's caches in Redis, shared by every instance (next.config.ts reads it when `next start`
  // starts and configures cache-handlers/; docs/serving.md). Unset: each instance caches alone.
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional()),
  // Read by trustedProxyHops (lib/http/trust-proxy.ts) below, with VERCEL.
  TRUST_PROXY: optional,
  // Rate limits (lib/rate-limit): one window for all of them, then each limit's count per window.
  RATE_LIMIT_WINDOW_SECONDS: positiveInteger(15 * 60),
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: positiveInteger(10),
  RATE_LIMIT_SIGNIN_PER_IP: positiveInteger(50),
  RATE_LIMIT_SIGNIN_PER_DEVICE: positiveInteger(5),
  RATE_LIMIT_EMAIL_PER_ACCOUNT: positiveInteger(5),
  RATE_LIMIT_EMAIL_PER_IP: positiveInteger(30),
  RATE_LIMIT_SIGNUP_PER_IP: positiveInteger(20),
  RATE_LIMIT_RESET_PER_IP: positiveInteger(20),
  RATE_LIMIT_CONTACT_PER_IP: positiveInteger(10),
  RATE_LIMIT_CONTACT_PER_SENDER: positiveInteger(3),
  RATE_LIMIT_EXPORT_PER_ACCOUNT: positiveInteger(5),
  RATE_LIMIT_GIFT_CHECKOUT_PER_ACCOUNT: positiveInteger(10),
  RATE_LIMIT_CHECKOUT_PER_ACCOUNT: positiveInteger(20),
  RATE_LIMIT_ADMIN_TEST_EMAILS_PER_ACCOUNT: positiveInteger(30),
  RATE_LIMIT_DISCOUNT_GUESSES_PER_IP: positiveInteger(30),
  RATE_LIMIT_DISCOUNT_GUESSES_PER_ACCOUNT: positiveInteger(10),
  // The server's log level (lib/log): fatal, error, warn, info, debug, trace or silent.
  LOG_LEVEL: optional.pipe(z.enum(logLevels, `must be one of ${logLevels.join(", ")}`).default("info")),
  // OpenTelemetry (instrumentation.ts): traces are exported only when an OTLP endpoint is set.
  OTEL_EXPORTER_OTLP_ENDPOINT: optional.pipe(urlString.optional()),
  // Read by @vercel/otel's exporter itself (standard OpenTelemetry variables), validated here.
  OTEL_EXPORTER_OTLP_PROTOCOL: optional.pipe(z.enum(["http/protobuf", "http/json"], "must be http/protobuf or http/json").optional()),
  OTEL_EXPORTER_OTLP_HEADERS: optional,
  OTEL_SERVICE_NAME: optional.pipe(z.string().max(100).default("atomic-guides")),
  // A staging or demo site that deliberately runs on the sandbox or the outbox.
  ALLOW_TEST_SERVICES: optional.pipe(z.enum(["true", "false"], "must be true or false").optional()).transform((value) => value === "true"),
});

type PaymentsMode = "stripe" | "sandbox";
export type EmailMode = "resend" | "outbox";
type StorageMode = "s3" | "local";

export type AppEnv = Omit<z.infer<typeof rawEnvSchema>, "ADMIN_EMAILS" | "SITE_URL" | "TRUST_PROXY"> & {
  /** SITE_URL without its trailing slash, or http://localhost:PORT when it is unset. */
  SITE_URL: string;
  /** The origin of SITE_URL as configured; empty when it is unset (lib/http/origin.ts). */
  siteOrigins: string[];
  adminEmails: string[];
  /** How many proxies in front append to X-Forwarded-For (TRUST_PROXY; lib/rate-limit/client-ip.ts). */
  trustedProxyHops: number;
  payments: PaymentsMode;
  email: EmailMode;
  storage: StorageMode;
  googleSignIn: boolean;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Variables that hosting platforms set in every deployment they run. */
const HOSTING_PLATFORM_VARIABLES = [
  "VERCEL",
  "NETLIFY",
  "RENDER",
  "FLY_APP_NAME",
  "RAILWAY_ENVIRONMENT",
  "K_SERVICE",
  "AWS_LAMBDA_FUNCTION_NAME",
  "DYNO",
  "CF_PAGES",
  "WEBSITE_SITE_NAME",
] as const;

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: names only this machine can reach. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host === "localhost" || host.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(host) || host === "[::1]";
}

/**
 * Why this environment looks like a production deployment (a public SITE_URL or a hosting
 * platform's variable), or null for a local run.
 */
function productionDeploymentReason(source: Record<string, string | undefined>, siteUrl: string | undefined): string | null {
  if (siteUrl && !isLoopbackHostname(new URL(siteUrl).hostname)) return `SITE_URL ${siteUrl} is public`;
  const platform = HOSTING_PLATFORM_VARIABLES.find((name) => source[name]?.trim());
  return platform ? `${platform} is set` : null;
}

/** Validates an environment record; throws EnvError naming every variable at fault. */
export function parseEnv(source: Record<string, string | undefined>): AppEnv {
  const parsed = rawEnvSchema.safeParse(source);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${issue.path.join(".") || "environment"}: ${issue.message}`);
    }
    throw new EnvError(problems);
  }
  const raw = parsed.data;
  const requireTogether = (names: (keyof typeof raw)[], because: string) => {
    const missing = names.filter((name) => raw[name] === undefined);
    if (missing.length > 0 && missing.length < names.length) {
      for (const name of missing) problems.push(`${name}: is required ${because}`);
    }
  };
  requireTogether(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"], "for Stripe payments (set both or neither)");
  requireTogether(["RESEND_API_KEY", "EMAIL_FROM"], "for Resend e-mail (set both or neither)");
  requireTogether(["S3_BUCKET", "S3_REGION"], "for S3 storage (set both or neither)");
  requireTogether(["AUTH_GOOGLE_ID", "AUTH_GOOGLE_SECRET"], "for Google sign-in (set both or neither)");
  if (raw.AUTH_GOOGLE_ISSUER && !(raw.AUTH_GOOGLE_ID && raw.AUTH_GOOGLE_SECRET)) {
    problems.push("AUTH_GOOGLE_ISSUER: is only used with AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET");
  }
  const admins = parseAdminEmails(raw.ADMIN_EMAILS);
  if (!admins.ok) problems.push(`ADMIN_EMAILS: ${admins.error}`);
  if (raw.NODE_ENV === "production" && raw.STRIPE_SECRET_KEY && !raw.SITE_URL) {
    problems.push("SITE_URL: is required when real payments are configured (used for return URLs)");
  }
  // The sandbox hands out guides for a test card and the outbox shows every e-mail (reset links
  // included) on /dev/mailbox: neither may run on a real deployment by accident.
  const deployment = raw.NODE_ENV === "production" ? productionDeploymentReason(source, raw.SITE_URL) : null;
  if (deployment && !raw.ALLOW_TEST_SERVICES) {
    const missing = [
      ...(raw.STRIPE_SECRET_KEY ? [] : ["STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (payments run in the sandbox)"]),
      ...(raw.RESEND_API_KEY ? [] : ["RESEND_API_KEY and EMAIL_FROM (e-mail goes to the outbox)"]),
    ];
    if (missing.length > 0) {
      problems.push(
        `A production deployment (${deployment}) may not run on test services: set ${missing.join(", and ")}; or ALLOW_TEST_SERVICES=true for a staging or demo site`,
      );
    }
  }
  if (!isValidTrustProxy(source.TRUST_PROXY)) {
    problems.push("TRUST_PROXY: must be true, false or the number of proxies in front that append to X-Forwarded-For");
  } else if (deployment && trustedProxyHops(source) === 0) {
    // Without a proxy it trusts, the server cannot tell clients apart (a client-sent
    // X-Forwarded-For passes straight through): per-IP limits would be skipped for everyone.
    problems.push(
      `TRUST_PROXY: a production deployment (${deployment}) must know where client addresses come from: set TRUST_PROXY to the number of proxies in front that append to X-Forwarded-For (1 for a platform's edge or one load balancer)`,
    );
  }
  if (problems.length > 0 || !admins.ok) throw new EnvError(problems);

  const { ADMIN_EMAILS: _admins, SITE_URL, TRUST_PROXY: _proxy, ...rest } = raw;
  return {
    ...rest,
    SITE_URL: (SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    siteOrigins: siteOriginsOf(SITE_URL),
    adminEmails: admins.emails,
    trustedProxyHops: trustedProxyHops(source),
    payments: raw.STRIPE_SECRET_KEY ? "stripe" : "sandbox",
    email: raw.RESEND_API_KEY ? "resend" : "outbox",
    storage: raw.S3_BUCKET ? "s3" : "local",
    googleSignIn: Boolean(raw.AUTH_GOOGLE_ID && raw.AUTH_GOOGLE_SECRET),
  };
}

let cached: AppEnv | undefined;

/** The validated environment of this process, parsed once on first use (and at server start-up
 * from instrumentation.ts, so a misconfiguration stops the server with a clear message). */
export function env(): AppEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
