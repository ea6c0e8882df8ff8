import "server-only";
// The one pipeline every server action runs through. An action declares who may call it, the zod
// schema of its input and its rule; the pipeline looks the caller up, refuses whoever may not call,
// parses the input, runs the rule and turns an outage or an unexpected exception into the shop's
// "something went wrong" with one log line (the action's name, the request id). `redirect()` and
// `notFound()` inside a rule pass through untouched, and so does a test's simulated crash
// (lib/crash-point.ts), which stands for the process ending.
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { getCurrentUser, SOMETHING_WENT_WRONG, type CurrentUser } from "@/lib/auth/session";
import { rethrowSimulatedCrash } from "@/lib/crash-point";
import { requestLog } from "@/lib/log/request";

import type { ActionFailure, ActionResult } from "@/lib/action-result";

/** The one answer of an action (lib/action-result.ts). An admin action's failures also carry the
 * HTTP-like `status` and the toast's `message` (its title is `error`). */
export type { ActionFailure, ActionResult };

type AdminFailure = { status: number; message: string };
export type AdminResult<T extends object = object> = ActionResult<{ message: string } & T, AdminFailure>;

/** An admin action's refusals: a visitor is asked to sign in, a signed-in non-admin is refused. */
export const ADMIN_REFUSALS = {
  visitor: { status: 401, error: "Authentication Required", message: "Please sign in as an admin." },
  denied: { status: 403, error: "Access Denied", message: "You don't have admin privileges to access this page." },
} as const;

type Who = "visitor" | "account" | "admin";
type Caller<W extends Who> = W extends "visitor" ? CurrentUser | null : CurrentUser;
type Failure<W extends Who> = W extends "admin" ? ActionFailure & AdminFailure : ActionFailure;

type Spec<W extends Who, S extends z.ZodType, R extends { ok: boolean }> = {
  /** Named in the log line of a failure, e.g. "checkout: start". */
  name: string;
  who: W;
  input: S;
  /** How the call's arguments make the input (default: the first one). A form action with
   * useActionState is called as (previous, formData). */
  args?: (...args: unknown[]) => unknown;
  /** The answer to an input the schema refuses (default: its first issue, with the field). */
  invalid?: string | ((error: z.ZodError) => R | Failure<W>);
  /** What a visitor is told by an "account" action. */
  signIn?: string;
  /** What the person is told when the rule throws (default: SOMETHING_WENT_WRONG). */
  failed?: string;
  rule: (input: z.output<S>, caller: Caller<W>) => Promise<R>;
};

function outage<W extends Who>(who: W, error = SOMETHING_WENT_WRONG): Failure<W> {
  const failure: ActionFailure = { ok: false, code: "unavailable", error };
  return (who === "admin" ? { ...failure, status: 503, error: "Something Went Wrong", message: error } : failure) as Failure<W>;
}

async function logFailure(name: string, err: unknown, userId?: string) {
  (await requestLog()).error({ err, action: name, ...(userId ? { userId } : {}) }, `action: ${name} failed`);
}

export function action<W extends Who, S extends z.ZodType, R extends { ok: boolean }>(spec: Spec<W, S, R>): (...args: unknown[]) => Promise<R | Failure<W>> {
  return async (...args) => {
    let caller: CurrentUser | null;
    try {
      caller = await getCurrentUser();
    } catch (error) {
      unstable_rethrow(error);
      await logFailure(spec.name, error);
      return outage(spec.who);
    }
    if (spec.who === "account" && !caller) return { ok: false, code: "sign_in", error: spec.signIn ?? "Please sign in to continue." } as Failure<W>;
    if (spec.who === "admin" && !caller?.isAdmin) {
      const refusal = caller ? { code: "forbidden", ...ADMIN_REFUSALS.denied } : { code: "sign_in", ...ADMIN_REFUSALS.visitor };
      return { ok: false, ...refusal } as Failure<W>;
    }
    const parsed = spec.input.safeParse((spec.args ?? ((first: unknown) => first))(...args));
    if (!parsed.success) {
      if (typeof spec.invalid === "function") return spec.invalid(parsed.error);
      if (typeof spec.invalid === "string") return { ok: false, error: spec.invalid } as Failure<W>;
      const issue = parsed.error.issues[0];
      const field = typeof issue?.path[0] === "string" ? { field: issue.path[0] } : {};
      return { ok: false, code: "invalid_input", error: issue?.message ?? "Please check the form.", ...field } as Failure<W>;
    }
    try {
      return await spec.rule(parsed.data, caller as Caller<W>);
    } catch (error) {
      unstable_rethrow(error);
      rethrowSimulatedCrash(error);
      await logFailure(spec.name, error, caller?.id);
      return outage(spec.who, spec.failed);
    }
  };
}
