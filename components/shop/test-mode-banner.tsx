import { env } from "@/lib/env";

/**
 * Shown on every page while payments run in the sandbox or e-mail goes to the outbox (locally, or
 * on a staging site that set ALLOW_TEST_SERVICES): nobody mistakes it for a real shop.
 */
export function TestModeBanner() {
  const { payments, email } = env();
  const sandbox = payments === "sandbox";
  const outbox = email === "outbox";
  if (!sandbox && !outbox) return null;
  const full = [
    ...(sandbox ? ["payments run in a sandbox and no real card is ever charged"] : []),
    ...(outbox ? ["e-mail is not delivered but kept in the shop's outbox"] : []),
  ];
  // Phones get the same facts in one line, so the banner does not push the page down.
  const short = [...(sandbox ? ["no real charges"] : []), ...(outbox ? ["e-mail stays in the outbox"] : [])];
  return (
    <div role="note" data-testid="test-mode-banner" className="bg-ink px-4 py-1.5 text-center text-xs font-medium text-cream">
      {/* One text each (not "Test mode: " beside an expression): a line drawn before the rest of
          the page has arrived is already the whole line. */}
      <span className="block truncate sm:hidden">{`Test mode: ${short.join("; ")}.`}</span>
      <span className="hidden sm:inline">{`Test mode: ${full.join("; ")}.`}</span>
    </div>
  );
}
