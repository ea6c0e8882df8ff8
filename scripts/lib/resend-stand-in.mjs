// A loopback stand-in for Resend's API, for the bench: `POST /emails` and `POST /emails/batch`
// answer after a fixed delay per call (about what the real API takes), and a repeated
// Idempotency-Key gets its first answer without delivering anything again, as Resend does. Every
// message it accepts is recorded, so the bench can count what a person would have received.
import { createServer } from "node:http";

/** Starts the stand-in on an ephemeral loopback port. `latencyMs` is the time each call takes. */
export async function startResendStandIn({ latencyMs = 50 } = {}) {
  /** One entry per message delivered: its recipient and subject. */
  const delivered = [];
  const answered = new Map();
  const stats = { calls: 0, batchCalls: 0, replayedKeys: 0, largestBatch: 0 };
  let next = 0;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      stats.calls += 1;
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      const key = request.headers["idempotency-key"];
      let payload;
      if (typeof key === "string" && answered.has(key)) {
        stats.replayedKeys += 1;
        payload = answered.get(key);
      } else {
        const batch = request.url === "/emails/batch";
        const messages = batch ? body : [body];
        if (batch) {
          stats.batchCalls += 1;
          stats.largestBatch = Math.max(stats.largestBatch, messages.length);
        }
        const ids = messages.map((message) => {
          delivered.push({ to: String(message.to), subject: message.subject });
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
    stats,
    /** Forgets what was delivered (between measured runs); keys stay answered. */
    reset() {
      delivered.length = 0;
      Object.assign(stats, { calls: 0, batchCalls: 0, replayedKeys: 0, largestBatch: 0 });
    },
    /** Messages delivered again: a second one of the same subject to the same address. */
    duplicates() {
      return delivered.length - new Set(delivered.map((message) => `${message.to}\n${message.subject}`)).size;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
