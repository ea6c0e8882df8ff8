"use client";
// The Atomic Year Templates tab: the programme's 28 slots, each edited in place (subject and
// HTML with a live preview) or created from its default when missing.
import { useRouter } from "next/navigation";
import { Fragment, useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { createDefaultAtomicYearTemplate, saveAtomicYearTemplate } from "@/lib/admin/email-template-actions";
import { report } from "@/components/admin/use-admin-action";
import { TemplateEditor } from "./template-editor";

export type SlotView = {
  code: string;
  name: string;
  day: number | null;
  template: { subject: string; htmlContent: string; isActive: boolean } | null;
};

export function AtomicYearTemplates({ slots, userName }: { slots: SlotView[]; userName: string }) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  return (
    <ol className="divide-y divide-ink/10 overflow-hidden rounded-2xl border border-ink/10 bg-white/70">
      {slots.map((slot, index) => (
        <Fragment key={slot.code}>
          <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4" data-slot-code={slot.code}>
            <span className="w-6 shrink-0 text-xs text-ink-soft tabular-nums">{index + 1}</span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{slot.name}</span>
              <span className="block truncate text-sm text-ink-soft">
                <span className="font-mono text-xs">{slot.code}</span>
                {slot.template ? <> · {slot.template.subject}</> : null}
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-2">
              <Badge variant="outline">{slot.day === null ? "not scheduled" : `day ${slot.day}`}</Badge>
              {slot.template ? (
                <>
                  {!slot.template.isActive && <Badge>off</Badge>}
                  <Button
                    size="sm"
                    variant={editing === slot.code ? "default" : "outline"}
                    aria-label={`Edit ${slot.code}`}
                    onClick={() => setEditing(editing === slot.code ? null : slot.code)}
                  >
                    Edit
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  disabled={pending}
                  aria-label={`Create Default ${slot.code}`}
                  onClick={() =>
                    startTransition(async () => {
                      if (report(await createDefaultAtomicYearTemplate({ code: slot.code }))) router.refresh();
                    })
                  }
                >
                  Create Default
                </Button>
              )}
            </span>
          </li>
          {editing === slot.code && slot.template && (
            <li className="bg-beige/30 p-3 md:p-4">
              <TemplateEditor
                title={slot.name}
                userName={userName}
                initial={{ name: slot.name, subject: slot.template.subject, html: slot.template.htmlContent, emailType: "", isActive: slot.template.isActive }}
                onCancel={() => setEditing(null)}
                onSave={async (values) => {
                  const result = await saveAtomicYearTemplate({ code: slot.code, subject: values.subject, html: values.html });
                  if (result.ok) {
                    setEditing(null);
                    router.refresh();
                  }
                  return result;
                }}
              />
            </li>
          )}
        </Fragment>
      ))}
    </ol>
  );
}
