// Where a test stops the work in hand as a crash of the process would: right after a commit, before
// what the commit promised is sent. Inert unless NODE_ENV is "test" and CRASH_POINTS names the
// point (comma-separated), so no deployment can reach it.
class SimulatedCrash extends Error {
  constructor(readonly point: string) {
    super(`simulated crash at ${point}`);
    this.name = "SimulatedCrash";
  }
}

/** A simulated crash goes on up as a real one would end the process: nobody answers for it (the action pipeline). */
export function rethrowSimulatedCrash(error: unknown): void {
  if (error instanceof SimulatedCrash) throw error;
}

export function crashPoint(name: string): void {
  if (process.env.NODE_ENV !== "test") return;
  if ((process.env.CRASH_POINTS ?? "").split(",").includes(name)) throw new SimulatedCrash(name);
}
