// The admin-configuration panel: the ADMIN_EMAILS the running shop uses and the allow-list rules
// (lib/admin-emails.ts) it meets. The server refuses to start on a list that breaks one
// (lib/env.ts), so the list shown here has passed them all; the rules say why a change would be refused.
import { MAX_ADMINS } from "@/lib/admin-emails";

const RULES = ["No placeholder addresses", "Every address has a valid shape", "No duplicates", `At most ${MAX_ADMINS} admins`];

export function AdminConfigPanel({ adminEmails }: { adminEmails: readonly string[] }) {
  const count = adminEmails.length;
  return (
    <section aria-labelledby="admin-config" className="rounded-2xl border border-ink/10 bg-white/60 p-5">
      <h2 id="admin-config" className="font-serif text-xl font-semibold">
        Admin configuration
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {`Valid: ${count} admin ${count === 1 ? "address" : "addresses"} in ADMIN_EMAILS; each must also be a confirmed account.`}
      </p>
      <ul className="mt-3 grid gap-1 text-sm md:grid-cols-2">
        {RULES.map((rule) => (
          <li key={rule}>
            <span aria-hidden>✓</span> {rule}
            <span className="sr-only">: passed</span>
          </li>
        ))}
      </ul>
      {count > 0 && <p className="mt-3 font-mono text-xs break-all text-ink-soft">{adminEmails.join(", ")}</p>}
    </section>
  );
}
