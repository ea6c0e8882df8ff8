import "server-only";
import { after } from "next/server";

/**
 * Runs `task` once the response has gone (Next's `after()`), so an answer's timing does not depend
 * on the work, e.g. whether an account exists and gets an e-mail. Outside a request (a script, or a
 * test calling the action as a function) there is no response to wait for: the task runs now.
 */
export async function afterResponse(task: () => Promise<void>): Promise<void> {
  let scheduled = false;
  try {
    after(task);
    scheduled = true;
  } catch {
    // `after` refuses outside a request scope.
  }
  if (!scheduled) await task();
}

/**
 * Schedules work that only spares a later request some time (a copy made ahead of its first use):
 * inside a request it runs once the response has gone; outside one (a script, a test calling a
 * function) nobody makes that later request, so it is skipped. `task` handles its own errors.
 */
export function aheadOfNextRequest(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    // `after` refuses outside a request scope.
  }
}
