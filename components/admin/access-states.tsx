"use client";
// The admin screens' states: what a visitor, a signed-in
// non-admin, a pending check and a failed load show. The server decides which one; these only draw it.
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useTransition } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";

function StateCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}

export function CheckingPermissions() {
  return (
    <div role="status" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center text-ink-soft">
      <span aria-hidden className="mb-4 size-8 animate-spin rounded-full border-2 border-ink/20 border-t-ink" />
      Checking Permissions...
    </div>
  );
}

export function AuthenticationRequired() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const returnTo = query ? `${pathname}?${query}` : pathname;
  return (
    <StateCard title="Authentication Required">
      <p className="mt-4 text-ink-soft">Please sign in with an admin account to open this page.</p>
      <Button asChild className="mt-8">
        <Link href={`/login?callbackUrl=${encodeURIComponent(returnTo)}`}>Go to Login</Link>
      </Button>
    </StateCard>
  );
}

export function AccessDenied() {
  useEffect(() => {
    toast.error("Access Denied", { id: "admin-access-denied", description: "You don't have admin privileges to access this page." });
  }, []);
  return (
    <StateCard title="Access Denied">
      <p className="mt-4 text-ink-soft">You don&apos;t have admin privileges to access this page.</p>
      <Button asChild className="mt-8">
        <Link href="/">Go Home</Link>
      </Button>
    </StateCard>
  );
}

export function NetworkError({
  onRetry,
  message,
  pending = false,
  heading: Heading = "h2",
}: {
  onRetry: () => void;
  message?: string;
  pending?: boolean;
  heading?: "h1" | "h2";
}) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-ink/10 bg-beige/40 px-6 py-12 text-center">
      <Heading className="font-serif text-2xl font-semibold">Network Error</Heading>
      <p className="mt-3 text-ink-soft">{message ?? "The data could not be loaded. Check your connection and try again."}</p>
      <Button className="mt-6" onClick={onRetry} disabled={pending}>
        {pending ? "Retrying..." : "Retry"}
      </Button>
    </div>
  );
}

/** The server page (or its data) failed to load: Retry asks the server again. `reset` is the error
 * boundary's, when there is one. */
export function ServerNetworkError({ reset, toastMessage }: { reset?: () => void; toastMessage?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    if (toastMessage) toast.error("Error", { id: "admin-network-error", description: toastMessage });
  }, [toastMessage]);
  return (
    <div className="px-4 py-16">
      <NetworkError
        heading="h1"
        pending={pending}
        onRetry={() =>
          startTransition(() => {
            router.refresh();
            reset?.();
          })
        }
      />
    </div>
  );
}

/** The admin check itself failed: "Failed to verify admin status." */
export function AdminCheckFailed() {
  return <ServerNetworkError toastMessage="Failed to verify admin status." />;
}
