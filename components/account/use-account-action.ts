"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { AccountResult } from "@/lib/account/password";
import type { FormResult } from "./form-status";

/** Runs an account action with a pending state and keeps its answer for <FormStatus>; on success
 * the page's server parts are refreshed (the header's greeting, the saved values). */
export function useAccountAction<Input>(action: (input: Input) => Promise<AccountResult>, successMessage: string) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<FormResult>(null);
  function run(input: Input, onSuccess?: () => void) {
    startTransition(async () => {
      try {
        const result = await action(input);
        if (!result.ok) {
          setStatus({ ok: false, message: result.error });
          return;
        }
        setStatus({ ok: true, message: successMessage });
        onSuccess?.();
        router.refresh();
      } catch {
        setStatus({ ok: false, message: "Something went wrong. Please check your connection and try again." });
      }
    });
  }
  return { pending, status, run };
}
