import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { withRequestId } from "./context";
import { createLogger } from "./logger";
import { requestIdFrom } from "./request-id";

/** A logger writing JSON lines into an array, as it writes them to standard output. */
function capturedLogger(level: "info" | "warn" = "info") {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ level, destination, pretty: false });
  return { logger, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("the logger", () => {
  it("writes one JSON line with an ISO time, the level, the message and the ids", () => {
    const { logger, lines, records } = capturedLogger();
    logger.info({ orderId: "ord_1", userId: "usr_1" }, "fulfilment: order fulfilled");
    expect(lines).toHaveLength(1);
    const [record] = records();
    expect(record).toMatchObject({ level: "info", msg: "fulfilment: order fulfilled", orderId: "ord_1", userId: "usr_1" });
    expect(new Date(String(record?.time)).toISOString()).toBe(record?.time);
    expect(record).not.toHaveProperty("pid");
  });

  it("puts a caught error and its cause into the same line, the stack as one string", () => {
    const { logger, lines, records } = capturedLogger();
    const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const error = new Error("the order could not be loaded", { cause });
    logger.error({ err: error, orderId: "ord_2" }, "checkout: loading the result failed");
    expect(lines).toHaveLength(1);
    const err = records()[0]?.err as Record<string, unknown>;
    expect(err.type).toBe("Error");
    expect(err.message).toBe("the order could not be loaded: connect ECONNREFUSED 127.0.0.1:5432");
    expect(typeof err.stack).toBe("string");
    expect(err.stack).toContain("caused by: Error: connect ECONNREFUSED");
    expect(lines[0]).not.toMatch(/\n./);
  });

  it("keeps only the type, message, stack, code and status of an error, not what it carries", () => {
    const { logger, records } = capturedLogger();
    const error = Object.assign(new Error("provider said no"), { statusCode: 500, request: { headers: { authorization: "Bearer re_live_secret" } } });
    logger.error({ err: error }, "email: delivery failed");
    const record = records()[0];
    expect(record?.err).toEqual({ type: "Error", message: "provider said no", stack: expect.any(String) as string, status: 500 });
    expect(JSON.stringify(record)).not.toContain("re_live_secret");
  });

  it("redacts passwords, tokens, keys, cookies, authorization headers and e-mail bodies", () => {
    const { logger, lines } = capturedLogger();
    logger.warn(
      {
        userId: "usr_3",
        password: "hunter2-password",
        token: "raw-token-value",
        sessionToken: "session-row-token",
        input: { password: "nested-password", apiKey: "re_key_value" },
        headers: { authorization: "Bearer sk_live_header", cookie: "authjs.session-token=cookie-value", "set-cookie": "ag-device=device-value" },
        request: { headers: { authorization: "Bearer nested-header" } },
        email: { html: "<p>reset link</p>", text: "reset link body" },
      },
      "auth: something to look at",
    );
    const line = lines[0] ?? "";
    for (const secret of [
      "hunter2-password",
      "raw-token-value",
      "session-row-token",
      "nested-password",
      "re_key_value",
      "sk_live_header",
      "cookie-value",
      "device-value",
      "nested-header",
      "reset link",
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(JSON.parse(line)).toMatchObject({ userId: "usr_3", password: "[redacted]", headers: { authorization: "[redacted]" } });
  });

  it("adds the request id to every line logged inside a request, however deep", () => {
    const { logger, records } = capturedLogger();
    withRequestId("req-test-0001", () => logger.error({ giftId: "gift_1" }, "gifts: delivery failed"));
    logger.info("outside any request");
    expect(records()).toEqual([
      expect.objectContaining({ requestId: "req-test-0001", giftId: "gift_1" }),
      expect.not.objectContaining({ requestId: expect.anything() as unknown }),
    ]);
  });

  it("leaves out what is below its level", () => {
    const { logger, lines } = capturedLogger("warn");
    logger.info("routine");
    logger.warn("worth a look");
    expect(lines).toHaveLength(1);
  });
});

describe("request ids", () => {
  it("keeps a sane short token and replaces anything else with a new id", () => {
    expect(requestIdFrom("abc-123_DEF.456:7")).toBe("abc-123_DEF.456:7");
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [null, "", "short", "has space in it", "x".repeat(101), 'quote"injection', "line\nbreak-here"]) {
      expect(requestIdFrom(bad)).toMatch(uuid);
    }
    expect(requestIdFrom(null)).not.toBe(requestIdFrom(null));
  });
});
