// The developer pages: admins only, checked on the server before any of
// them renders; their actions check again (lib/admin/dev-actions.ts).
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { AdminGate } from "@/components/admin/admin-gate";

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function DeveloperLayout({ children }: { children: ReactNode }) {
  return (
    <AdminGate>
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 md:px-6 md:pt-12">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">
          <Link href="/admin" className="hover:underline">
            Admin
          </Link>{" "}
          · Developer page
        </p>
        <div className="mt-4">{children}</div>
      </div>
    </AdminGate>
  );
}
