import "server-only";
// OpenTelemetry, registered once at start-up (instrumentation.ts) and only when an OTLP endpoint is
// configured: Next.js then traces every request, route handler and server action, and the shop's
// own spans (lib/telemetry/span.ts) join them. Without OTEL_EXPORTER_OTLP_ENDPOINT nothing is loaded.
import { env } from "@/lib/env";

export async function registerTelemetry(): Promise<boolean> {
  const { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: serviceName } = env();
  if (!endpoint) return false;
  const { registerOTel } = await import("@vercel/otel");
  // Its exporter reads the standard OTEL_EXPORTER_OTLP_* variables validated by lib/env.ts.
  registerOTel({ serviceName });
  return true;
}
