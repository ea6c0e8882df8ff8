import type { Metadata } from "next";
import { EmailTestPanel } from "@/components/admin/dev/dev-forms";
import { TEST_EMAILS } from "@/lib/admin/test-emails";

export const metadata: Metadata = { title: "E-mail test" };

export default function EmailTestPage() {
  const buttons = Object.entries(TEST_EMAILS).map(([kind, entry]) => ({ kind, label: entry.label }));
  return (
    <div>
      <h1 className="font-serif text-3xl font-semibold">E-mail system test</h1>
      <p className="mt-2 mb-6 text-ink-soft">
        Sends the stored templates with your name and the current year filled in; every other placeholder reads &quot;[TEST VALUE]&quot;.
      </p>
      <EmailTestPanel buttons={buttons} />
    </div>
  );
}
