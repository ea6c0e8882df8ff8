"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { sendContactMessage, type ContactState } from "@/lib/contact/actions";

const INITIAL: ContactState = { ok: true, sent: false };

export function ContactForm() {
  const [state, action, pending] = useActionState<ContactState, FormData>(sendContactMessage, INITIAL);

  if (state.ok && state.sent) {
    return (
      <div role="status" className="rounded-2xl border border-ink/10 bg-white/70 p-6">
        <p className="font-serif text-xl font-semibold">Thank you, your message is on its way.</p>
        <p className="mt-2 text-ink-soft">We read every message and usually reply within two working days.</p>
      </div>
    );
  }
  const errors = state.ok ? {} : (state.fields ?? {});
  return (
    <form action={action} noValidate className="space-y-5 rounded-2xl border border-ink/10 bg-white/70 p-6">
      <div className="space-y-2">
        <Label htmlFor="contact-name">Name</Label>
        <Input
          id="contact-name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? "contact-name-error" : undefined}
        />
        {errors.name ? (
          <p id="contact-name-error" className="text-sm text-power-ink">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-email">E-mail</Label>
        <Input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? "contact-email-error" : undefined}
        />
        {errors.email ? (
          <p id="contact-email-error" className="text-sm text-power-ink">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          name="message"
          required
          maxLength={5000}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={errors.message ? "contact-message-error" : undefined}
        />
        {errors.message ? (
          <p id="contact-message-error" className="text-sm text-power-ink">
            {errors.message}
          </p>
        ) : null}
      </div>
      {!state.ok ? (
        <p role="alert" className="text-sm font-medium text-power-ink">
          {state.error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? "Sending..." : "Send message"}
      </Button>
    </form>
  );
}
