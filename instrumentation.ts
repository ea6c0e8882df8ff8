// Runs once when a server starts: validate the environment so a misconfiguration stops the
// server with a message naming the variable, instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { validateEnvironmentOrExit } = await import("./lib/startup");
    validateEnvironmentOrExit();
  }
}
