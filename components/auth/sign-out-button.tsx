"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/lib/toast";
import { signOutAction } from "@/lib/auth-actions/actions";
import { refreshMe } from "@/lib/session/use-me";
import { clearReaderCaches } from "@/lib/shelf/reader-cache";

export function SignOutButton({ className }: { className?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await signOutAction();
          if (!result.ok) {
            toast.error("Sign out failed", { description: result.error });
            return;
          }
          // The reader's offline copies belong to the account that just left.
          await clearReaderCaches();
          toast.success("Signed out", { page: "/" });
          refreshMe();
          // The action changed cookies, so Next already refreshes what its router kept: one
          // navigation home is all that is left to do.
          router.replace("/");
        })
      }
    >
      Sign Out
    </button>
  );
}
