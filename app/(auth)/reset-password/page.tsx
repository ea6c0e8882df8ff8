import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordScreen } from "@/components/auth/reset-password-screen";

export const metadata: Metadata = { title: "Reset password", robots: { index: false } };

export default function ResetPasswordPage() {
  return (
    <AuthCard>
      <Suspense fallback={<p className="text-center text-ink-soft">Loading...</p>}>
        <ResetPasswordScreen />
      </Suspense>
    </AuthCard>
  );
}
