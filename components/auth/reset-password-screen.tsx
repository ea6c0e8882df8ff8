"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { AuthMessage } from "./auth-card";
import { ResetPasswordForm } from "./reset-password-form";

export function ResetPasswordScreen() {
  const token = useSearchParams().get("token");
  if (!token) {
    return (
      <AuthMessage title="Invalid Reset Link">
        <p>This password reset link is missing its code. Request a new one from the sign-in page.</p>
        <Link href="/login" className="mt-6 inline-block font-medium text-ink underline underline-offset-4">
          Go to sign in
        </Link>
      </AuthMessage>
    );
  }
  return <ResetPasswordForm token={token} />;
}
