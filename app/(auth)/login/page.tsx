import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { LoginForm } from "@/components/auth/login-form";
import { LOGIN_TITLES, purchaseIn } from "@/components/auth/login-titles";
import { DEVICE_COOKIE } from "@/lib/auth/device-cookie";
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

export default function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const config = env();
  return (
    <div className="flex justify-center px-4 py-12 md:py-20">
      <Suspense fallback={<div className="h-[520px] w-full max-w-md rounded-3xl bg-white/50" aria-busy="true" />}>
        <Form searchParams={searchParams} googleEnabled={config.googleSignIn} siteName={config.SITE_NAME} />
      </Suspense>
    </div>
  );
}

async function Form({ searchParams, googleEnabled, siteName }: { searchParams: SearchParams; googleEnabled: boolean; siteName: string }) {
  await newcomerBuying(await searchParams);
  return <LoginForm googleEnabled={googleEnabled} siteName={siteName} />;
}

/** Someone sent here to sign in while buying, in a browser where nobody ever signed in (it carries no
 * device cookie, which every sign-in leaves and signing out keeps), is most likely new: they get
 * the sign-up form first, in the address like any mode, with the way to sign in a click away. */
async function newcomerBuying(params: Record<string, string | string[] | undefined>): Promise<void> {
  const callbackUrl = params.callbackUrl;
  if (params.mode !== undefined || typeof callbackUrl !== "string" || !purchaseIn(callbackUrl)) return;
  if ((await cookies()).has(DEVICE_COOKIE)) return;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one);
  }
  query.set("mode", "signup");
  redirect(`/login?${query.toString()}`);
}
