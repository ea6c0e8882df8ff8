import "server-only";
// What ties a log line to its request: the request id (given by the proxy, or made by a route
// handler the proxy does not see) and, when OpenTelemetry is registered, the active trace.
import { AsyncLocalStorage } from "node:async_hooks";
import { isSpanContextValid, trace } from "@opentelemetry/api";

const requests = new AsyncLocalStorage<string>();

/** Runs `work` with every line it logs, however deep, carrying `requestId`. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requests.run(requestId, work);
}

export function currentRequestId(): string | undefined {
  return requests.getStore();
}

/** The fields added to every line: the request id and the trace, when there are any. */
export function logContext(): { requestId?: string; traceId?: string; spanId?: string } {
  const fields: { requestId?: string; traceId?: string; spanId?: string } = {};
  const requestId = requests.getStore();
  if (requestId) fields.requestId = requestId;
  const span = trace.getActiveSpan()?.spanContext();
  if (span && isSpanContextValid(span)) {
    fields.traceId = span.traceId;
    fields.spanId = span.spanId;
  }
  return fields;
}
