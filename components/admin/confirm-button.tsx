"use client";
// An admin button that asks first, in the shop's dialog rather than the browser's confirm(). While
// the action runs the dialog stays open and its buttons wait (Escape and Cancel too); a double
// click runs it once. The dialog closes when the action has answered.
import { useRef, useState, useTransition, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

type ConfirmButtonProps = {
  /** The button that opens the dialog, and its look. */
  label: ReactNode;
  buttonProps?: Omit<ButtonProps, "onClick" | "children">;
  title: string;
  description: ReactNode;
  /** More of the dialog's body, under the description. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => Promise<void>;
};

export function ConfirmButton({ label, buttonProps, title, description, children, confirmLabel, pendingLabel, onConfirm }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  // Set at the first click, before React re-renders the button as disabled.
  const sent = useRef(false);

  function confirm() {
    if (sent.current) return;
    sent.current = true;
    startTransition(async () => {
      try {
        await onConfirm();
      } finally {
        sent.current = false;
        setOpen(false);
      }
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => pending || setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" {...buttonProps} disabled={pending || buttonProps?.disabled}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={pending} aria-busy={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
