// The admin-configuration validity panel: ADMIN_EMAILS checked against the allow-list rule
// (lib/admin-emails.ts). The server refuses to start on an invalid list, so this shows what
// the running shop uses, and why a change would be refused.
import { MAX_ADMINS, parseAdminEmails } from "@/lib/admin-emails";

export function AdminConfigPanel({ raw }: { raw: string | undefined }) {
  const result = parseAdminEmails(raw);
  const count = result.ok ? result.emails.length : null;
  const checks = [
    { label: "No placeholder addresses", passed: result.ok || !result.error.includes("placeholder") },
    { label: "Every address has a valid shape", passed: result.ok || !result.error.includes("not a valid") },
    { label: "No duplicates", passed: result.ok || !result.error.includes("twice") },
    { label: `At most ${MAX_ADMINS} admins`, passed: result.ok || !result.error.includes("at most") },
  ];
  return (
    <section aria-labelledby="admin-config" className="rounded-2xl border border-ink/10 bg-white/60 p-5">
      <h2 id="admin-config" className="font-serif text-xl font-semibold">
        Admin configuration
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {result.ok
          ? `Valid: ${count} admin ${count === 1 ? "address" : "addresses"} in ADMIN_EMAILS; each must also be a confirmed account.`
          : `Configuration Warning: ADMIN_EMAILS ${result.error}.`}
      </p>
      <ul className="mt-3 grid gap-1 text-sm md:grid-cols-2">
        {checks.map((check) => (
          <li key={check.label}>
            <span aria-hidden>{check.passed ? "✓" : "✗"}</span> {check.label}
            <span className="sr-only">: {check.passed ? "passed" : "failed"}</span>
          </li>
        ))}
      </ul>
      {result.ok && result.emails.length > 0 && <p className="mt-3 font-mono text-xs break-all text-ink-soft">{result.emails.join(", ")}</p>}
    </section>
  );
}
