// What the server's logger writes to standard output, read back as a person or a log collector
// would: each captured line must be one whole JSON object. The lines are still written through;
// `quiet` keeps them off the test output instead.
import { vi } from "vitest";

export type LogRecord = { time: string; level: string; msg: string; requestId?: string; err?: { type: string; message: string; stack?: string } } & Record<
  string,
  unknown
>;

export type CapturedLogs = {
  /** Every line written while capturing, parsed; fails on a line that is not one JSON object. */
  records: () => LogRecord[];
  /** The lines whose message is `msg`. */
  withMessage: (msg: string) => LogRecord[];
  raw: () => string;
  stop: () => void;
};

export function captureLogs(options: { quiet?: boolean } = {}): CapturedLogs {
  let text = "";
  const write = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    text += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    if (options.quiet) {
      const done = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
      done?.();
      return true;
    }
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  });
  const records = () =>
    text
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as LogRecord);
  return {
    records,
    withMessage: (msg) => records().filter((record) => record.msg === msg),
    raw: () => text,
    stop: () => spy.mockRestore(),
  };
}
