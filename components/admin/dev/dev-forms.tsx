"use client";
// The developer pages' interactive parts. Results come from admin-only server actions.
import { useState, useTransition } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { sendDirectEmail, sendTestEmail, startDiagnosticCheckout, type DevResult } from "@/lib/admin/dev-actions";

function report(result: DevResult) {
  if (result.ok) toast.success(result.message);
  else toast.error(result.error, { description: result.message });
}

export function InputTest() {
  const [value, setValue] = useState("");
  return (
    <div className="space-y-3">
      <Label htmlFor="isolated-input">Type anything</Label>
      <Input id="isolated-input" value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" />
      <p aria-live="polite" className="text-sm text-ink-soft">
        Value: <span data-testid="echo">{value}</span> ({value.length} characters)
      </p>
    </div>
  );
}

export function FormTest() {
  const [submitted, setSubmitted] = useState<{ name: string; email: string } | null>(null);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const text = (key: string) => {
          const value = data.get(key);
          return typeof value === "string" ? value : "";
        };
        setSubmitted({ name: text("name"), email: text("email") });
      }}
    >
      <div className="space-y-1">
        <Label htmlFor="form-name">Name</Label>
        <Input id="form-name" name="name" />
      </div>
      <div className="space-y-1">
        <Label htmlFor="form-email">Email</Label>
        <Input id="form-email" name="email" type="email" />
      </div>
      <Button type="submit">Submit</Button>
      {submitted && (
        <p role="status" className="text-sm">
          Submitted: {submitted.name || "(no name)"} / {submitted.email || "(no email)"}
        </p>
      )}
    </form>
  );
}

export function DirectEmailForm() {
  const [pending, startTransition] = useTransition();
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const input = { to: data.get("to"), subject: data.get("subject"), message: data.get("message") };
        if (!input.to || !input.subject || !input.message) {
          toast.error("Missing Information", { description: "Please fill in all fields" });
          return;
        }
        startTransition(async () => report(await sendDirectEmail(input)));
      }}
    >
      <div className="space-y-1">
        <Label htmlFor="direct-to">To</Label>
        <Input id="direct-to" name="to" type="email" />
      </div>
      <div className="space-y-1">
        <Label htmlFor="direct-subject">Subject</Label>
        <Input id="direct-subject" name="subject" />
      </div>
      <div className="space-y-1">
        <Label htmlFor="direct-message">Message</Label>
        <Textarea id="direct-message" name="message" rows={6} />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? "Sending..." : "Send e-mail"}
      </Button>
    </form>
  );
}

export function EmailTestPanel({ buttons }: { buttons: { kind: string; label: string }[] }) {
  const [to, setTo] = useState("");
  const [pending, startTransition] = useTransition();
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <Label htmlFor="test-to">Test address</Label>
        <Input id="test-to" type="email" value={to} onChange={(event) => setTo(event.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        {buttons.map((button) => (
          <Button
            key={button.kind}
            variant="outline"
            disabled={pending}
            onClick={() => {
              if (!to.trim()) {
                toast.error("Missing Information", { description: "Please enter an email address" });
                return;
              }
              startTransition(async () => report(await sendTestEmail({ to, kind: button.kind })));
            }}
          >
            {button.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

export function DiagnosticCheckoutButton() {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await startDiagnosticCheckout();
          if (result.ok && result.url) window.location.assign(result.url);
          else report(result);
        })
      }
    >
      {pending ? "Opening checkout..." : "Start a $0.50 test checkout"}
    </Button>
  );
}
