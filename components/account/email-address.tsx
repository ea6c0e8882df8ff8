import { cn } from "@/lib/utils";

/**
 * An e-mail address that wraps where a reader expects it on a narrow screen: after the `@` (a
 * `<wbr>`), never in the middle of the name or the domain, not even at their hyphens. Each part is
 * an inline block, so it moves to the next line whole; only a part longer than the whole line is
 * broken inside (`overflow-wrap: anywhere`), as the last resort.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf("@");
  return (
    <span className={cn("[overflow-wrap:anywhere]", className)}>
      {at < 0 ? (
        email
      ) : (
        <>
          <span className="inline-block max-w-full">{email.slice(0, at + 1)}</span>
          <wbr />
          <span className="inline-block max-w-full">{email.slice(at + 1)}</span>
        </>
      )}
    </span>
  );
}
