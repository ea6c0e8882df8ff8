import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { ConfirmationScreen } from "@/components/auth/confirmation-screen";
import { ResetLinkGate } from "@/components/auth/reset-link-gate";
import { resetLinkState } from "@/lib/auth/password-reset";

export const metadata: Metadata = { title: "Confirm", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function ConfirmPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthCard>
      <Suspense fallback={<p className="text-center text-ink-soft">Loading...</p>}>
        <Screen searchParams={searchParams} />
      </Suspense>
    </AuthCard>
  );
}

/** A reset link (type=reset) that is used or expired is said when the page opens, not on submit. */
async function Screen({ searchParams }: { searchParams: SearchParams }) {
  const { token, type, email } = await searchParams;
  const reset = type === "reset" || type === "recovery";
  const dead = reset && typeof token === "string" && token !== "" && (await resetLinkState(token)) === "dead";
  return (
    <ResetLinkGate dead={dead} email={typeof email === "string" ? email : ""}>
      <ConfirmationScreen />
    </ResetLinkGate>
  );
}
