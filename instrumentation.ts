// Runs once when a server starts: validate the environment so a misconfiguration stops the
// server with a message naming the variable, instead of failing on the first request; then
// register OpenTelemetry when an OTLP endpoint is configured (lib/telemetry/register.ts); then, in
// a production server (not while `next build` prerenders, not under `next dev`, which compiles on
// demand), load the first routes a customer opens before anyone asks for them (lib/warm-up.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { validateEnvironmentOrExit } = await import("./lib/startup");
    validateEnvironmentOrExit();
    const { registerTelemetry } = await import("./lib/telemetry/register");
    await registerTelemetry();
    if (process.env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
      const { startWarmUp } = await import("./lib/warm-up");
      // Next sets both once the server listens, before it loads this file.
      startWarmUp(process.env.__NEXT_PRIVATE_ORIGIN || `http://localhost:${process.env.PORT || "3000"}`);
    }
  }
}
