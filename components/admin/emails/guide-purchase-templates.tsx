"use client";
// The Guide Purchase Templates tab: pick a guide, edit its template (name, subject, HTML, active),
// preview and test it. A guide without one is offered the default, unsaved: the first save
// inserts it, later saves update it.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { saveGuidePurchaseTemplate } from "@/lib/admin/email-template-actions";
import { TemplateEditor } from "./template-editor";

export type GuideTemplateView = {
  guide: { id: string; title: string };
  stored: boolean;
  draft: { name: string; subject: string; htmlContent: string; isActive: boolean };
};

export function GuidePurchaseTemplates({
  entries,
  userName,
  variables,
}: {
  entries: GuideTemplateView[];
  userName: string;
  variables: readonly { name: string; meaning: string }[];
}) {
  const router = useRouter();
  const id = useId();
  const [guideId, setGuideId] = useState("");
  const entry = entries.find((candidate) => candidate.guide.id === guideId);

  return (
    <div className="space-y-5">
      <p className="max-w-2xl text-sm text-ink-soft">
        A guide&apos;s template is its message inside the purchase receipt of every order with that guide (one receipt per order). When the guide is bought on
        its own, its subject is the receipt&apos;s subject. A guide without a saved template, or with one switched off, sends the default.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-4">
        <div className="grid gap-1">
          <Label htmlFor={id}>Guide</Label>
          <select
            id={id}
            value={guideId}
            onChange={(event) => setGuideId(event.target.value)}
            className="h-11 min-w-72 rounded-xl border border-ink/20 bg-white px-3 text-sm"
          >
            <option value="">Select a guide</option>
            {entries.map((candidate) => (
              <option key={candidate.guide.id} value={candidate.guide.id}>
                {candidate.guide.title}
                {candidate.stored ? "" : " (default)"}
              </option>
            ))}
          </select>
        </div>
        {entry && (
          <p className="text-sm text-ink-soft" role="status">
            {entry.stored ? (
              <Badge variant="soft">Saved template</Badge>
            ) : (
              <>
                <Badge>Default</Badge> Not saved yet: the first save creates it.
              </>
            )}
          </p>
        )}
      </div>
      {entry ? (
        <TemplateEditor
          // A new guide starts a fresh form.
          key={entry.guide.id}
          title={entry.draft.name}
          userName={userName}
          fields={{ name: true, isActive: true }}
          variables={variables}
          initial={{
            name: entry.draft.name,
            subject: entry.draft.subject,
            html: entry.draft.htmlContent,
            emailType: "guide_purchase",
            isActive: entry.draft.isActive,
          }}
          onSave={async (values) => {
            const result = await saveGuidePurchaseTemplate({
              guideId: entry.guide.id,
              name: values.name,
              subject: values.subject,
              html: values.html,
              isActive: values.isActive,
            });
            if (result.ok) router.refresh();
            return result;
          }}
        />
      ) : (
        <p className="rounded-2xl border border-dashed border-ink/20 p-6 text-center text-ink-soft">Please select a guide first</p>
      )}
    </div>
  );
}
