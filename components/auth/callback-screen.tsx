"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { postSignInDestinationAction } from "@/lib/auth/actions";

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
      postSignInDestinationAction(params.get("next") ?? undefined)
        .then((destination) => {
          setDone(true);
          router.replace(destination);
          router.refresh();
        })
        .catch(() => {
          toast.error("Authentication error", { description: "Something went wrong during authentication.", page: "/login" });
          // The sign-in page says it too ("Sign-in did not complete"), from its address.
          router.replace("/login?error=Callback");
        });
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
