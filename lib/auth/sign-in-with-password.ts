import "server-only";
// Signing in with an e-mail address and a password, and the shop's answer to each refusal. The
// login form's action and the gift page's sign-in (the gift's address) both use it. The limits and
// the lockout are counted inside the credentials check itself (./credentials.ts); anything but a
// refusal (the database is down) is thrown, for the action pipeline to answer "something went wrong".
import { CredentialsSignin } from "next-auth";
import { signIn } from "@/auth";
import type { ActionResult } from "@/lib/action-result";

import { TOO_MANY_ATTEMPTS } from "@/lib/rate-limit/messages";

export async function signInWithPassword(email: string, password: string): Promise<ActionResult> {
  try {
    await signIn("credentials", { email, password, redirect: false });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof CredentialsSignin)) throw error;
    if (error.code === "email_not_confirmed") {
      return { ok: false, code: "email_not_confirmed", error: "Your email hasn't been confirmed yet. Please check your email for a confirmation link." };
    }
    if (error.code === "too_many_attempts") return { ok: false, error: TOO_MANY_ATTEMPTS };
    return { ok: false, error: "Invalid email or password." };
  }
}
