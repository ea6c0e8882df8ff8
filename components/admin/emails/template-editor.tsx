"use client";
// The template editor of /admin/emails: subject and HTML (and, where the tab has them, a name, a
// type and an active switch), a live preview, the variable list and a test sender. The preview is
// the admin's own HTML in a sandboxed frame (no scripts, no navigation), with the placeholders
// filled as a test e-mail fills them; the server decides everything that is saved or sent.
import { useId, useMemo, useState, useTransition } from "react";
import { toast } from "@/lib/toast";
import { report } from "@/components/admin/use-admin-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { EmailActionResult } from "@/lib/admin/email-action-rules";
import { sendTemplateTest } from "@/lib/admin/email-template-actions";
import { useTestAddress } from "./test-address";

export type EditorValues = { name: string; subject: string; html: string; emailType: string; isActive: boolean };
export type EditorFields = { name?: boolean; emailType?: readonly string[]; isActive?: boolean };

const TEST_VALUE = "[TEST VALUE]";

/** The placeholders of a draft, as a test e-mail fills them: the user's name and the year, else "[TEST VALUE]". */
function previewFill(text: string, userName: string): string {
  const year = String(new Date().getFullYear());
  return text.replace(/\{\{([A-Z][A-Z0-9_]*)\}\}/g, (_, key: string) => (key === "USER_NAME" ? userName : key === "CURRENT_YEAR" ? year : TEST_VALUE));
}

function placeholderNames(...parts: string[]): string[] {
  return [...new Set(parts.flatMap((part) => [...part.matchAll(/\{\{([A-Z][A-Z0-9_]*)\}\}/g)].map((match) => match[1] ?? "")))];
}

/** The live preview: the draft's subject and body, filled, in a sandboxed frame. */
function EmailPreview({ subject, html, userName, title }: { subject: string; html: string; userName: string; title: string }) {
  const body = useMemo(() => previewFill(html, userName), [html, userName]);
  return (
    <div className="min-w-0 space-y-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">Preview</p>
      <p className="rounded-lg bg-beige/60 px-3 py-2 text-sm" data-testid="preview-subject">
        <span className="text-ink-soft">Subject: </span>
        {previewFill(subject, userName)}
      </p>
      <iframe
        title={title}
        // No scripts, forms, popups or navigation: the admin's HTML is shown, never run.
        sandbox=""
        srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:Georgia,serif;font-size:15px;line-height:1.6;color:#1c1917;margin:16px">${body}</body>`}
        className="h-80 w-full rounded-xl border border-ink/10 bg-white md:h-[26rem]"
      />
    </div>
  );
}

/** The variable list: the placeholders this template uses, or the ones its kind offers. */
function VariableList({ names }: { names: readonly { name: string; meaning?: string }[] }) {
  if (names.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">Variables</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {names.map((entry) => (
          <li key={entry.name} title={entry.meaning} className="rounded-md bg-beige px-2 py-0.5 font-mono text-xs">
            {`{{${entry.name}}}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An address field and a button that sends the draft (or a stored template) as a test. */
function TestSender({ draft, templateId, label = "Send Test" }: { draft?: { subject: string; html: string }; templateId?: string; label?: string }) {
  const id = useId();
  const [to, setTo] = useState(useTestAddress());
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1">
        <Label htmlFor={id} className="text-xs!">
          Test e-mail address
        </Label>
        <Input
          id={id}
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          // Enter here must not submit the template form around it.
          onKeyDown={(event) => {
            if (event.key === "Enter") event.preventDefault();
          }}
          placeholder="you@example.com"
          className="h-10"
        />
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={pending}
        onClick={() => {
          if (!to.trim()) {
            toast.error("Email Required", { description: "Please enter a test email address" });
            return;
          }
          startTransition(async () => {
            report(await sendTemplateTest({ to, ...(templateId ? { templateId } : draft) }));
          });
        }}
      >
        {pending ? "Sending..." : label}
      </Button>
    </div>
  );
}

/** The editor form. `onSave` gets the values and answers with the server's result. */
export function TemplateEditor({
  title,
  initial,
  fields = {},
  userName,
  variables,
  onSave,
  onCancel,
}: {
  title: string;
  initial: EditorValues;
  fields?: EditorFields;
  userName: string;
  variables?: readonly { name: string; meaning?: string }[];
  onSave: (values: EditorValues) => Promise<EmailActionResult>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [pending, startTransition] = useTransition();
  const set = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const used = placeholderNames(values.subject, values.html).map((name) => ({ name }));

  return (
    <form
      aria-label={title}
      className="grid gap-6 rounded-2xl border border-ink/15 bg-white p-4 shadow-sm md:p-5 lg:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const missing = !values.subject.trim() || !values.html.trim() || (fields.name && !values.name.trim()) || (fields.emailType && !values.emailType.trim());
        if (missing) {
          toast.error("Missing Information", { description: "Please fill in all fields" });
          return;
        }
        startTransition(async () => {
          report(await onSave(values));
        });
      }}
    >
      <div className="min-w-0 space-y-4">
        <h3 className="font-serif text-xl font-semibold">{title}</h3>
        {fields.name && (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input id={`${id}-name`} value={values.name} onChange={(event) => set("name", event.target.value)} />
          </div>
        )}
        {fields.emailType && (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-type`}>Email type</Label>
            <select
              id={`${id}-type`}
              value={values.emailType}
              onChange={(event) => set("emailType", event.target.value)}
              className="h-11 rounded-xl border border-ink/20 bg-white px-3 text-sm"
            >
              <option value="">Choose a type</option>
              {fields.emailType.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="grid gap-1">
          <Label htmlFor={`${id}-subject`}>Subject</Label>
          <Input id={`${id}-subject`} value={values.subject} onChange={(event) => set("subject", event.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-html`}>HTML</Label>
          <Textarea
            id={`${id}-html`}
            value={values.html}
            onChange={(event) => set("html", event.target.value)}
            className="min-h-64 font-mono text-xs md:text-xs"
            spellCheck={false}
          />
        </div>
        {fields.isActive && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={values.isActive} onChange={(event) => set("isActive", event.target.checked)} className="size-4 accent-ink" />
            Active
          </label>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : "Save"}
          </Button>
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
        </div>
        <VariableList names={variables ?? used} />
        <TestSender draft={{ subject: values.subject, html: values.html }} />
      </div>
      <EmailPreview subject={values.subject} html={values.html} userName={userName} title={`Preview: ${title}`} />
    </form>
  );
}
