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
