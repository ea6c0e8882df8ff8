import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { ConfirmationScreen } from "@/components/auth/confirmation-screen";

export const metadata: Metadata = { title: "Confirm", robots: { index: false } };

export default function ConfirmPage() {
  return (
    <AuthCard>
      <Suspense fallback={<p className="text-center text-ink-soft">Loading...</p>}>
        <ConfirmationScreen />
      </Suspense>
    </AuthCard>
  );
}
