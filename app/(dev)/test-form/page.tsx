import type { Metadata } from "next";
import { FormTest } from "@/components/admin/dev/dev-forms";

export const metadata: Metadata = { title: "Form test" };

export default function TestFormPage() {
  return (
    <div>
      <h1 className="font-serif text-3xl font-semibold">Ultra simple form test</h1>
      <p className="mt-2 mb-6 text-ink-soft">Two fields and a submit button, handled in the browser: nothing is sent to the server.</p>
      <FormTest />
    </div>
  );
}
