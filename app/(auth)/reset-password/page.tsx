import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetLinkGate } from "@/components/auth/reset-link-gate";
import { ResetPasswordScreen } from "@/components/auth/reset-password-screen";
import { resetLinkState } from "@/lib/auth/password-reset";

export const metadata: Metadata = { title: "Reset password", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthCard>
      <Suspense fallback={<p className="text-center text-ink-soft">Loading...</p>}>
        <Screen searchParams={searchParams} />
      </Suspense>
    </AuthCard>
  );
}

/** A used or expired link is said when the page opens, not after a new password was typed. */
async function Screen({ searchParams }: { searchParams: SearchParams }) {
  const { token, email } = await searchParams;
  const dead = typeof token === "string" && token !== "" && (await resetLinkState(token)) === "dead";
  return (
    <ResetLinkGate dead={dead} email={typeof email === "string" ? email : ""}>
      <ResetPasswordScreen />
    </ResetLinkGate>
  );
}
