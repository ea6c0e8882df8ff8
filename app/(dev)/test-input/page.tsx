import type { Metadata } from "next";
import { InputTest } from "@/components/admin/dev/dev-forms";

export const metadata: Metadata = { title: "Input test" };

export default function TestInputPage() {
  return (
    <div>
      <h1 className="font-serif text-3xl font-semibold">Isolated input test</h1>
      <p className="mt-2 mb-6 text-ink-soft">One controlled input and nothing else: what you type is echoed below as the component holds it.</p>
      <InputTest />
    </div>
  );
}
