"use client";
// The Special Emails tab: a test panel (address, recipient name, guide, gift sender name, six test
// buttons) and a card per template type with Create / Edit / Test / Delete, an edit form and a
// live preview.
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { deleteSpecialTemplate, saveSpecialTemplate, sendTemplateTest } from "@/lib/admin/email-template-actions";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { report } from "@/components/admin/use-admin-action";
import { TemplateEditor } from "./template-editor";

export type SpecialTemplateView = { id: string; code: string; name: string; subject: string; htmlContent: string; emailType: string; isActive: boolean };
export type SpecialCard = { type: string; templates: SpecialTemplateView[] };

/** The panel's six buttons and the type each one tests. */
const PANEL_TESTS = [
  { type: "welcome_new_user", label: "Test Welcome" },
  { type: "purchase_confirmation", label: "Test Purchase Confirmation" },
  { type: "gift_received_single_guide", label: "Test Guide Gift" },
  { type: "gift_received_atomic_year", label: "Test Atomic Year Gift" },
  { type: "gift_sent_atomic_year", label: "Test Gift Sent" },
  { type: "completion_all_guides", label: "Test Completion" },
] as const;

const label = (type: string) => type.replaceAll("_", " ").replace(/^./, (first) => first.toUpperCase());

export function SpecialEmails({
  cards,
  guides,
  types,
  userName,
}: {
  cards: SpecialCard[];
  guides: { id: string; title: string }[];
  types: string[];
  userName: string;
}) {
  const router = useRouter();
  const id = useId();
  const [panel, setPanel] = useState({ to: "", recipientName: "", guideId: "", giverName: "" });
  const [editing, setEditing] = useState<{ type: string; template: SpecialTemplateView | null } | null>(null);
  const [pending, startTransition] = useTransition();
  const stored = (type: string) => cards.find((card) => card.type === type)?.templates[0];
  const test = (templateId: string) =>
    startTransition(async () => {
      report(
        await sendTemplateTest({
          to: panel.to,
          templateId,
          recipientName: panel.recipientName || undefined,
          guideId: panel.guideId || undefined,
          giverName: panel.giverName || undefined,
        }),
      );
    });
  const noAddress = panel.to.trim() === "";
  const field = (key: keyof typeof panel, text: string, type = "text") => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${key}`} className="text-xs!">
        {text}
      </Label>
      <Input id={`${id}-${key}`} type={type} value={panel[key]} onChange={(event) => setPanel({ ...panel, [key]: event.target.value })} className="h-10" />
    </div>
  );

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-panel`} className="space-y-4 rounded-2xl border border-ink/10 bg-white/70 p-4 md:p-5">
        <h2 id={`${id}-panel`} className="font-serif text-xl font-semibold">
          Test special e-mails
        </h2>
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
          {field("to", "Test email", "email")}
          {field("recipientName", "Recipient name")}
          <div className="grid gap-1">
            <Label htmlFor={`${id}-guide`} className="text-xs!">
              Guide
            </Label>
            <select
              id={`${id}-guide`}
              value={panel.guideId}
              onChange={(event) => setPanel({ ...panel, guideId: event.target.value })}
              className="h-10 w-full min-w-0 rounded-xl border border-ink/20 bg-white px-3 text-sm"
            >
              <option value="">No guide</option>
              {guides.map((guide) => (
                <option key={guide.id} value={guide.id}>
                  {guide.id}: {guide.title}
                </option>
              ))}
            </select>
          </div>
          {field("giverName", "Gift sender name")}
        </div>
        <div className="flex flex-wrap gap-2">
          {PANEL_TESTS.map((entry) => {
            const template = stored(entry.type);
            return (
              <Button
                key={entry.type}
                size="sm"
                variant="outline"
                disabled={noAddress || pending || !template}
                title={template ? undefined : "No template of this type"}
                onClick={() => template && test(template.id)}
              >
                {entry.label}
              </Button>
            );
          })}
        </div>
      </section>

      {editing && (
        <TemplateEditor
          key={editing.template?.id ?? `new-${editing.type}`}
          title={editing.template ? `Edit: ${editing.template.name}` : `New ${label(editing.type)} template`}
          userName={userName}
          fields={{ name: true, emailType: types, isActive: true }}
          initial={{
            name: editing.template?.name ?? "",
            subject: editing.template?.subject ?? "",
            html: editing.template?.htmlContent ?? "",
            emailType: editing.template?.emailType ?? editing.type,
            isActive: editing.template?.isActive ?? true,
          }}
          onCancel={() => setEditing(null)}
          onSave={async (values) => {
            const result = await saveSpecialTemplate({ id: editing.template?.id, ...values });
            if (result.ok) {
              setEditing(null);
              router.refresh();
            }
            return result;
          }}
        />
      )}

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <section key={card.type} aria-label={label(card.type)} className="flex flex-col gap-3 rounded-2xl border border-ink/10 bg-white/70 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-serif text-lg font-semibold">{label(card.type)}</h3>
              <Badge variant="outline" className="font-mono">
                {card.type}
              </Badge>
            </div>
            {card.templates.length === 0 ? (
              <>
                <p className="text-sm text-ink-soft">No template stored: the built-in e-mail is sent.</p>
                <div>
                  <Button size="sm" onClick={() => setEditing({ type: card.type, template: null })}>
                    Create
                  </Button>
                </div>
              </>
            ) : (
              card.templates.map((template) => (
                <div key={template.id} className="space-y-2">
                  <p className="text-sm">
                    <span className="font-medium">{template.name}</span> {!template.isActive && <Badge>off</Badge>}
                    <span className="block text-ink-soft">{template.subject}</span>
                  </p>
                  <div className="flex flex-wrap gap-1">
                    <Button size="sm" variant="outline" onClick={() => setEditing({ type: card.type, template })}>
                      Edit
                    </Button>
                    <Button size="sm" variant="outline" disabled={noAddress || pending} onClick={() => test(template.id)}>
                      Test
                    </Button>
                    <ConfirmButton
                      label="Delete"
                      buttonProps={{ variant: "ghost", disabled: pending, "aria-label": `Delete ${template.name}` }}
                      title="Are you sure you want to delete this template?"
                      description={`${template.name} is deleted for good.`}
                      confirmLabel="Delete"
                      pendingLabel="Deleting..."
                      onConfirm={async () => {
                        if (report(await deleteSpecialTemplate({ id: template.id }))) router.refresh();
                      }}
                    />
                  </div>
                </div>
              ))
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
