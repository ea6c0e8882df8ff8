import { env, EnvError } from "@/lib/env";

export function validateEnvironmentOrExit(): void {
  try {
    env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
