// "Start your year": a visitor signs up first and comes on to checkout; a signed-in person goes
// straight there. Nothing is bought here (checkout starts only from its POST).
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { Loader2 } from "lucide-react";
import { getCurrentUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Start The Atomic Year", robots: { index: false } };

const CHECKOUT_PATH = "/atomic-year/checkout";

export default function StartAtomicYearPage() {
  return (
    <Suspense
      fallback={
        <div role="status" className="flex flex-col items-center gap-3 py-24 text-ink-soft">
          <Loader2 aria-hidden="true" className="size-8 animate-spin" />
          Getting your year ready...
        </div>
      }
    >
      <SendOn />
    </Suspense>
  );
}

async function SendOn(): Promise<never> {
  const user = await getCurrentUser();
  redirect(user ? CHECKOUT_PATH : `/login?mode=signup&callbackUrl=${encodeURIComponent(CHECKOUT_PATH)}`);
}
