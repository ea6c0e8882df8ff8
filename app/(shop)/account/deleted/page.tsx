import type { Metadata } from "next";
import Link from "next/link";
import { PerRequest } from "@/components/per-request";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Account deleted", robots: { index: false } };

/** Where a deleted account says goodbye: the same for everyone, rendered per request for its nonce (components/per-request.tsx). */
export default function AccountDeletedPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="font-serif text-4xl font-semibold md:text-5xl">Your account has been deleted</h1>
      <p className="mt-5 text-lg leading-relaxed text-ink-soft">
        You have been signed out everywhere. Your shelf, quiz results and e-mail address are gone; your orders stay in our accounting records without your name
        or address. Thank you for reading with us.
      </p>
      <div className="mt-8 flex justify-center">
        <Button asChild size="lg">
          <Link href="/">Back to home</Link>
        </Button>
      </div>
      <PerRequest />
    </div>
  );
}
