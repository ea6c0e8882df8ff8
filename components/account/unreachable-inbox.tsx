import { TriangleAlert } from "lucide-react";

/** Mail to the account's address bounced or was reported as spam: check it, or change it. */
export function UnreachableInbox({ address }: { address: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-2xl border border-power/40 bg-power/10 p-4 md:p-5">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-power-ink" />
      <div className="min-w-0 space-y-2">
        <p className="font-medium">
          We could not reach your inbox at <span className="break-all">{address}</span>: check the address
        </p>
        <p className="text-sm text-ink-soft">
          If it is wrong,{" "}
          <a href="#email-address" className="font-medium text-ink underline underline-offset-4">
            change your e-mail address
          </a>
          . If it is right, make sure the mailbox exists and accepts our mail.
        </p>
      </div>
    </div>
  );
}
