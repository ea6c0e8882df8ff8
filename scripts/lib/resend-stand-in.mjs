// A loopback stand-in for Resend's API, for the bench and the pace tests: `POST /emails` and
// `POST /emails/batch` answer after a fixed delay per call (about what the real API takes), and a
// repeated Idempotency-Key gets its first answer without delivering anything again, as Resend does.
// With `requestsPerSecond` it keeps Resend's rate limit as Resend states it: at most that many
// requests in any second, whatever they carry; past it the answer is 429 with `retry-after` and
// the `ratelimit-*` headers, and nothing is delivered. Every message it accepts is recorded with the
// moment it arrived, so the bench can count what a person would have received, and when.
import { createServer } from "node:http";

/** Starts the stand-in on an ephemeral loopback port. `latencyMs` is the time each call takes. */
export async function startResendStandIn({ latencyMs = 50, requestsPerSecond = null, retryAfterSeconds = null } = {}) {
  /** One entry per message delivered: its recipient, subject and arrival (performance.now()). */
  const delivered = [];
  const answered = new Map();
  const stats = { calls: 0, batchCalls: 0, replayedKeys: 0, largestBatch: 0, refused: 0 };
  /** Every request: when it arrived, the status answered and the messages it carried. */
  const requests = [];
  /** Arrival of every request within the last second (the rate window). */
  let recent = [];
  let next = 0;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      stats.calls += 1;
      const now = performance.now();
      if (requestsPerSecond !== null) {
        recent = recent.filter((at) => at > now - 1000);
        if (recent.length >= requestsPerSecond) {
          stats.refused += 1;
          requests.push({ at: now, status: 429, messages: 0 });
          const resetSeconds = retryAfterSeconds ?? Math.max(1, Math.ceil(((recent[0] ?? now) + 1000 - now) / 1000));
          response.writeHead(429, {
            "Content-Type": "application/json",
            "retry-after": String(resetSeconds),
            "ratelimit-limit": String(requestsPerSecond),
            "ratelimit-remaining": "0",
            "ratelimit-reset": String(resetSeconds),
          });
          response.end(
            JSON.stringify({
              statusCode: 429,
              name: "rate_limit_exceeded",
              message: `Too many requests. You can only make ${String(requestsPerSecond)} requests per second.`,
            }),
          );
          return;
        }
        recent.push(now);
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      const key = request.headers["idempotency-key"];
      let payload;
      if (typeof key === "string" && answered.has(key)) {
        stats.replayedKeys += 1;
        payload = answered.get(key);
      } else {
        const batch = request.url === "/emails/batch";
        const messages = batch ? body : [body];
        requests.push({ at: now, status: 200, messages: messages.length });
        if (batch) {
          stats.batchCalls += 1;
          stats.largestBatch = Math.max(stats.largestBatch, messages.length);
        }
        const ids = messages.map((message) => {
          delivered.push({ to: String(message.to), subject: message.subject, at: now });
          next += 1;
          return { id: `re_bench_${next}` };
        });
        payload = batch ? { data: ids } : ids[0];
        if (typeof key === "string") answered.set(key, payload);
      }
      setTimeout(() => {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify(payload));
      }, latencyMs);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    delivered,
    requests,
    stats,
    /** Forgets what was delivered (between measured runs); keys stay answered. */
    reset() {
      delivered.length = 0;
      recent = [];
      requests.length = 0;
      Object.assign(stats, { calls: 0, batchCalls: 0, replayedKeys: 0, largestBatch: 0, refused: 0 });
    },
    /** Messages delivered again: a second one of the same subject to the same address. */
    duplicates() {
      return delivered.length - new Set(delivered.map((message) => `${message.to}\n${message.subject}`)).size;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
