"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/action-result";
import { refreshMe } from "@/lib/session/use-me";
import type { FormResult } from "./form-status";

/** Runs an account action with a pending state and keeps its answer for <FormStatus>; on success
 * the page's server parts (the saved values) and the header's island (the greeting) are refreshed. */
export function useAccountAction<Input>(action: (input: Input) => Promise<ActionResult>, successMessage: string) {
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
        refreshMe();
      } catch {
        setStatus({ ok: false, message: "Something went wrong. Please check your connection and try again." });
      }
    });
  }
  return { pending, status, run };
}
