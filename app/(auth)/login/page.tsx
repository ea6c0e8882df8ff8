import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginForm } from "@/components/auth/login-form";
import { env } from "@/lib/env";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in to your shelf, or create an account and take the quiz for your free first guide.",
  robots: { index: false },
};

export default function LoginPage() {
  const config = env();
  return (
    <div className="flex justify-center px-4 py-12 md:py-20">
      <Suspense fallback={<div className="h-[520px] w-full max-w-md rounded-3xl bg-white/50" aria-busy="true" />}>
        <LoginForm googleEnabled={config.googleSignIn} siteName={config.SITE_NAME} />
      </Suspense>
    </div>
  );
}
