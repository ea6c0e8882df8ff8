"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { confirmEmailChangeAction } from "@/lib/account/actions";
import { EMAIL_CHANGE_MESSAGES } from "@/lib/account/messages";
import { refreshMe } from "@/lib/session/use-me";
import { toast } from "@/lib/toast";
import { FormStatus, type FormResult } from "./form-status";

export function ConfirmEmailChange({ token }: { token: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<FormResult>(null);
  function confirm() {
    startTransition(async () => {
      try {
        const result = await confirmEmailChangeAction({ token });
        if (!result.ok) {
          setStatus({ ok: false, message: result.error });
          return;
        }
        toast.success(EMAIL_CHANGE_MESSAGES.changed, { description: `You now sign in with ${result.email}.`, page: "/account" });
        refreshMe();
        router.replace("/account");
        router.refresh();
      } catch {
        setStatus({ ok: false, message: "Something went wrong. Please check your connection and try again." });
      }
    });
  }
  return (
    <div className="mt-6 space-y-3">
      <Button type="button" onClick={confirm} disabled={pending}>
        {pending ? "Changing..." : "Use my new address"}
      </Button>
      <FormStatus result={status} />
    </div>
  );
}
