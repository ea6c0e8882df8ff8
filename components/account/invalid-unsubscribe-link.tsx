import Link from "next/link";

/** An unsubscribe link that is not (or no longer) one of ours. */
export function InvalidUnsubscribeMessage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-semibold">This unsubscribe link is not valid</h1>
      <p className="mt-4 text-ink-soft">
        It may be incomplete or mistyped. Use the unsubscribe link at the bottom of one of your Atomic Year e-mails, or write to us and we will do it for you.
      </p>
      <Link href="/contact" className="mt-8 font-medium underline underline-offset-4">
        Contact us
      </Link>
    </div>
  );
}
