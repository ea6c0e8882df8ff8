// Spans around the work worth seeing in a trace: fulfilment, the scheduled job, provider calls.
// Without a registered SDK (no OTEL_EXPORTER_OTLP_ENDPOINT, instrumentation.ts) the API's tracer
// is a no-op: the work runs as it is, and nothing is recorded.
import { SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";

const tracer = trace.getTracer("atomic-guides");

function recordFailure(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/** Runs `work` inside a span named `name`; a thrown error marks the span failed and is rethrown. */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      recordFailure(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Records a call that has already happened (a client library reports its start and end). */
export function recordSpan(name: string, timing: { start?: number; end?: number }, attributes: Attributes, failed: boolean): void {
  const span = tracer.startSpan(name, { attributes, startTime: timing.start });
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(timing.end);
}
