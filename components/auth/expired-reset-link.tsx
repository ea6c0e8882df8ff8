import Link from "next/link";
import { AuthMessage } from "./auth-card";
import { ForgotPasswordDialog } from "./forgot-password-dialog";

/** A reset link that can no longer set a password (used, expired, or never issued): said when the
 * page opens, with the way to ask for a new one right there. */
export function ExpiredResetLink({ email }: { email: string }) {
  return (
    <AuthMessage title="This reset link has expired">
      <p>This password reset link has expired or was already used. Ask for a new one and we will e-mail it to you.</p>
      <div className="mt-6 flex flex-col items-center gap-4">
        <ForgotPasswordDialog initialEmail={email} label="Send me a new link" asButton />
        <Link href="/login" className="font-medium text-ink underline underline-offset-4">
          Go to sign in
        </Link>
      </div>
    </AuthMessage>
  );
}
