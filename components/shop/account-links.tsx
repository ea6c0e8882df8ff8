import Link from "next/link";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { getCurrentUser } from "@/lib/auth/session";
import { cn } from "@/lib/utils";

/** The signed-in part of the navigation: My Shelf, Account, "Hi, {name}!", Sign Out; or Sign In. */
export async function AccountLinks({ variant }: { variant: "bar" | "menu" }) {
  const user = await getCurrentUser();
  const item =
    variant === "bar"
      ? "rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-beige hover:text-ink"
      : "block w-full rounded-lg px-3 py-3 text-left text-base font-medium text-ink hover:bg-beige";
  if (!user) {
    return (
      <Link href="/login" className={item}>
        Sign In
      </Link>
    );
  }
  return (
    <>
      <Link href="/shelf" className={item}>
        My Shelf
      </Link>
      <Link href="/account" className={item}>
        Account
      </Link>
      <span className={cn(variant === "bar" ? "px-2 text-sm text-ink" : "block px-3 py-2 text-sm text-ink-soft")} data-testid="greeting">
        Hi, {user.name}!
      </span>
      <SignOutButton className={item} />
    </>
  );
}

export function AccountLinksFallback({ variant }: { variant: "bar" | "menu" }) {
  return <span aria-hidden="true" className={variant === "bar" ? "inline-block h-9 w-20" : "block h-12"} />;
}
