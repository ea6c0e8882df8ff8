import "server-only";
// The server's logger: one JSON line per event on standard output, with the time (ISO), the level,
// the message and the ids involved as fields; a caught failure is one line, its error serialized
// into `err` (type, message, stack as one string, with any causes). Readable, coloured lines when
// standard output is a terminal. Secrets never reach a line: the fields below are redacted, and
// callers pass ids, never values such as passwords, tokens, cookies or an e-mail's body.
import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import { env, type LogLevel } from "@/lib/env";
import { logContext } from "./context";

export type { Logger } from "pino";

const SECRET_FIELDS = ["password", "passwordHash", "token", "rawToken", "sessionToken", "secret", "apiKey", "authorization", "cookie", "html", "text"];

/** Fields removed from every line: at the top level, one level down, and in headers. */
const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...["headers", "*.headers"].flatMap((headers) => [`${headers}.authorization`, `${headers}.cookie`, `${headers}["set-cookie"]`, `${headers}["x-api-key"]`]),
];

type SerializedError = { type: string; message: string; stack?: string; code?: string; status?: number };

/**
 * An error as one field: its type, message and stack (causes appended), and a string `code` or a
 * numeric `status` when it has one. Nothing else it carries (a request, a response, headers) is kept.
 */
function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const full = pino.stdSerializers.err(error);
  const serialized: SerializedError = { type: full.type, message: full.message, stack: full.stack };
  const { code, status, statusCode } = error as { code?: unknown; status?: unknown; statusCode?: unknown };
  if (typeof code === "string") serialized.code = code;
  const httpStatus = typeof status === "number" ? status : statusCode;
  if (typeof httpStatus === "number") serialized.status = httpStatus;
  return serialized;
}

export type LoggerOptions = {
  level?: LogLevel;
  /** Where the lines go; standard output by default. */
  destination?: DestinationStream;
  /** Readable lines instead of JSON; by default when standard output is a terminal. */
  pretty?: boolean;
};

export function createLogger(options: LoggerOptions = {}): Logger {
  const readable = options.pretty ?? (options.destination === undefined && process.stdout.isTTY === true);
  const destination =
    options.destination ?? (readable ? pretty({ colorize: true, sync: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" }) : process.stdout);
  return pino(
    {
      level: options.level ?? "info",
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      // The request and the trace the line belongs to, when there is one.
      mixin: () => logContext(),
    },
    destination,
  );
}

let root: Logger | undefined;

/** The server's logger, at LOG_LEVEL. A module that logs takes it here when it logs. */
export function log(): Logger {
  return (root ??= createLogger({ level: levelFromEnvironment() }));
}

function levelFromEnvironment(): LogLevel {
  try {
    return env().LOG_LEVEL;
  } catch {
    // An invalid environment is reported (lib/startup.ts) through this logger, at the default level.
    return "info";
  }
}
