import { cn } from "@/lib/utils";

/**
 * An e-mail address that wraps where a reader expects it on a narrow screen: after the `@` (a
 * `<wbr>`), never in the middle of the name. Only a part longer than the whole line is broken
 * anywhere (`overflow-wrap: anywhere`), as the last resort.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf("@");
  return (
    <span className={cn("[overflow-wrap:anywhere]", className)}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </span>
  );
}
