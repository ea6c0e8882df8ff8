// Runs once when a server starts: validate the environment so a misconfiguration stops the
// server with a message naming the variable, instead of failing on the first request; then
// register OpenTelemetry when an OTLP endpoint is configured (lib/telemetry/register.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { validateEnvironmentOrExit } = await import("./lib/startup");
    validateEnvironmentOrExit();
    const { registerTelemetry } = await import("./lib/telemetry/register");
    await registerTelemetry();
  }
}
