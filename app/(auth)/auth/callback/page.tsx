import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { CallbackScreen } from "@/components/auth/callback-screen";

export const metadata: Metadata = { title: "Signing in", robots: { index: false } };

export default function AuthCallbackPage() {
  return (
    <AuthCard>
      <Suspense fallback={<p className="text-center text-ink-soft">Completing sign in...</p>}>
        <CallbackScreen />
      </Suspense>
    </AuthCard>
  );
}
