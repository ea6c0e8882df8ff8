import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginForm } from "@/components/auth/login-form";
import { LOGIN_TITLES } from "@/components/auth/login-titles";
import { env } from "@/lib/env";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const signup = (await searchParams).mode === "signup";
  return {
    title: signup ? LOGIN_TITLES.signup : LOGIN_TITLES.login,
    description: "Sign in to your shelf, or create an account and take the quiz for your free first guide.",
    robots: { index: false },
  };
}

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
