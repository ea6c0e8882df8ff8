"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { postSignInDestinationAction } from "@/lib/auth-actions/actions";

/** Where sign-in providers return: wait a second for the session, then route by first_guide_claimed. */
export function CallbackScreen() {
  const params = useSearchParams();
  const router = useRouter();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  const type = params.get("type");

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get("token");
    if (type === "recovery" && token) {
      router.replace(`/reset-password?token=${encodeURIComponent(token)}`);
      return;
    }
    window.setTimeout(() => {
      const failed = () => {
        toast.error("Authentication error", { description: "Something went wrong during authentication.", page: "/login" });
        // The sign-in page says it too ("Sign-in did not complete"), from its address.
        router.replace("/login?error=Callback");
      };
      postSignInDestinationAction(params.get("next") ?? undefined)
        .then((result) => {
          // Not signed in (the provider sent nobody back): the sign-in page, without a fuss.
          if (!result.ok && result.code !== "sign_in") return failed();
          setDone(true);
          router.replace(result.ok ? result.redirectTo : "/login");
          router.refresh();
        })
        .catch(failed);
    }, 1000);
  }, [params, router, type]);

  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-ink-soft" />
      {done ? (
        <>
          <h1 className="font-serif text-2xl font-semibold">Authentication complete!</h1>
          <p className="text-ink-soft">Redirecting you now...</p>
        </>
      ) : (
        <h1 className="font-serif text-2xl font-semibold">{type === "signup" ? "Confirming your email..." : "Completing sign in..."}</h1>
      )}
    </div>
  );
}
