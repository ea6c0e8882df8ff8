import { Alert } from "@/components/ui/alert";

/** A refusal with its title, as its toast gives it. */
export type FormErrorValue = { title: string; message: string };

/** Why something just failed, beside the control that started it: a toast is never the only place an error is said. */
export function FormError({ error, className }: { error: FormErrorValue | null; className?: string }) {
  if (!error) return null;
  return (
    <Alert className={className} data-testid="form-error">
      <p className="font-medium">{error.title}</p>
      <p className="mt-1">{error.message}</p>
    </Alert>
  );
}
