import type { Metadata } from "next";
import { AdminConfigPanel } from "@/components/admin/admin-config-panel";
import { GuideFilesManager } from "@/components/admin/guide-files-manager";
import { requireAdmin } from "@/lib/auth/session";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Guide PDFs" };

export default async function AdminGuidesPage() {
  await requireAdmin();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-serif text-3xl font-semibold md:text-4xl">Guide PDFs</h1>
        <p className="mt-2 text-ink-soft">
          Each guide has a desktop and a mobile edition. Uploads must be unencrypted PDFs of at most 50 MB; a refused upload leaves the current file in place.
        </p>
      </div>
      <AdminConfigPanel adminEmails={env().adminEmails} />
      <GuideFilesManager />
    </div>
  );
}
