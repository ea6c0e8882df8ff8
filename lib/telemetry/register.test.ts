import { trace } from "@opentelemetry/api";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";
import { registerTelemetry } from "./register";
import { inSpan } from "./span";

describe("OpenTelemetry", () => {
  it("registers nothing without an OTLP endpoint, and spans are then no-ops that still run the work", async () => {
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    expect(await registerTelemetry()).toBe(false);
    expect(await inSpan("test.work", { "test.attribute": 1 }, (span) => Promise.resolve(span.isRecording()))).toBe(false);
    expect(trace.getActiveSpan()).toBeUndefined();
    await expect(inSpan("test.failure", {}, () => Promise.reject(new Error("kept")))).rejects.toThrow("kept");
  });

  it("validates the logging and tracing variables", () => {
    expect(parseEnv({})).toMatchObject({ LOG_LEVEL: "info", OTEL_SERVICE_NAME: "atomic-guides" });
    expect(parseEnv({ LOG_LEVEL: "debug", OTEL_EXPORTER_OTLP_ENDPOINT: "http://localhost:4318" })).toMatchObject({ LOG_LEVEL: "debug" });
    for (const [name, value] of [
      ["LOG_LEVEL", "loud"],
      ["OTEL_EXPORTER_OTLP_ENDPOINT", "localhost:4318"],
      ["OTEL_EXPORTER_OTLP_PROTOCOL", "grpc"],
    ]) {
      expect(() => parseEnv({ [name as string]: value }), name).toThrow(EnvError);
    }
  });
});
