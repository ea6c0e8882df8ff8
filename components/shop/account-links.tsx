"use client";

import Link from "next/link";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { useMe } from "@/lib/session/use-me";
import { cn } from "@/lib/utils";

/**
 * The personal part of the navigation, a client island over the prerendered header: Sign In for
 * a visitor (also what the HTML says, so the link works before any script runs); for a signed-in
 * person "Hi, {name}!", My Shelf, Account (and Admin for an admin, as /api/me says; the admin pages
 * check for themselves) and Sign Out. In the bar the greeting comes first: the
 * group is right-aligned, so the name arriving after the others grows it leftwards into free space
 * and nothing already on screen moves; it is the one entry that shrinks (a long name is cut short)
 * when the bar is narrow.
 */
export function AccountLinks({ variant }: { variant: "bar" | "menu" }) {
  const me = useMe();
  const item =
    variant === "bar"
      ? "shrink-0 whitespace-nowrap rounded-full px-2 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-beige hover:text-ink lg:px-3"
      : "block w-full rounded-lg px-3 py-3 text-left text-base font-medium text-ink hover:bg-beige";
  if (me.status === "unknown" || me.status === "visitor") {
    return (
      <Link href="/login" className={item}>
        Sign In
      </Link>
    );
  }
  const greeting =
    me.status === "signed-in" ? (
      <span
        className={cn(variant === "bar" ? "min-w-0 max-w-48 truncate px-2 text-sm text-ink" : "block px-3 py-2 text-sm text-ink-soft")}
        data-testid="greeting"
        title={variant === "bar" ? `Hi, ${me.name}!` : undefined}
      >
        Hi, {me.name}!
      </span>
    ) : null;
  return (
    <>
      {variant === "bar" ? greeting : null}
      <Link href="/shelf" className={item}>
        My Shelf
      </Link>
      <Link href="/account" className={item}>
        Account
      </Link>
      {me.status === "signed-in" && me.isAdmin ? (
        <Link href="/admin" className={item}>
          Admin
        </Link>
      ) : null}
      {variant === "menu" ? greeting : null}
      <SignOutButton className={item} />
    </>
  );
}
