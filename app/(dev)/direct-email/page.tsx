import type { Metadata } from "next";
import { DirectEmailForm } from "@/components/admin/dev/dev-forms";

export const metadata: Metadata = { title: "Direct e-mail" };

export default function DirectEmailPage() {
  return (
    <div>
      <h1 className="font-serif text-3xl font-semibold">Direct e-mail</h1>
      <p className="mt-2 mb-6 text-ink-soft">Sends one plain e-mail through the shop&apos;s e-mail service; it is recorded in the outbox like every other.</p>
      <DirectEmailForm />
    </div>
  );
}
