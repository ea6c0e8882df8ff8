import { env } from "@/lib/env";

/** Shown on every page while payments run in the local sandbox: nobody mistakes it for a real shop. */
export function TestModeBanner() {
  if (env().payments !== "sandbox") return null;
  return (
    <div role="note" className="bg-ink px-4 py-1.5 text-center text-xs font-medium text-cream">
      Test mode: payments run in a sandbox and no real card is ever charged.
    </div>
  );
}
