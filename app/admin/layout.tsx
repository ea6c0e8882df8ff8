// Every /admin page renders inside this gate: the admin rule is checked on the server before any
// admin data loads. Actions and route handlers check it again themselves (lib/admin/guard.ts).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminGate } from "@/components/admin/admin-gate";
import { AdminNav } from "@/components/admin/admin-nav";

export const metadata: Metadata = { title: { default: "Admin", template: "%s | Admin" }, robots: { index: false, follow: false } };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AdminGate>
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 md:px-6 md:pt-12">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">Admin</p>
        <div className="mt-3">
          <AdminNav />
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </AdminGate>
  );
}
