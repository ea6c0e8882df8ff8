import { env } from "@/lib/env";

/**
 * Shown on every page while payments run in the sandbox or e-mail goes to the outbox (locally, or
 * on a staging site that set ALLOW_TEST_SERVICES): nobody mistakes it for a real shop.
 */
export function TestModeBanner() {
  const { payments, email } = env();
  const parts = [
    ...(payments === "sandbox" ? ["payments run in a sandbox and no real card is ever charged"] : []),
    ...(email === "outbox" ? ["e-mail is not delivered but kept in the shop's outbox"] : []),
  ];
  if (parts.length === 0) return null;
  return (
    <div role="note" className="bg-ink px-4 py-1.5 text-center text-xs font-medium text-cream">
      Test mode: {parts.join("; ")}.
    </div>
  );
}
