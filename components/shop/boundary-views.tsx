"use client";
// The not-found, forbidden and unauthorized views. Next puts each segment's boundaries into every
// page's RSC payload (the root's and the first route group's: six trees of markup on every catalogue
// page); as client components they travel as three module references, and their markup is rendered
// only when one is shown.
import Link from "next/link";
import { NotFoundBeacon } from "./not-found-beacon";

const HOME_LINK = "mt-8 rounded-full bg-ink px-6 py-3 text-sm font-medium text-cream hover:bg-ink/85";

function Boundary({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">{children}</div>;
}

export function NotFoundView() {
  return (
    <Boundary>
      <p className="font-serif text-7xl font-semibold text-ink/50">404</p>
      <h1 className="mt-4 font-serif text-4xl font-semibold">Oops! Page not found</h1>
      <p className="mt-4 text-ink-soft">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className={HOME_LINK}>
        Return to Home
      </Link>
      <NotFoundBeacon />
    </Boundary>
  );
}

export function ForbiddenView() {
  return (
    <Boundary>
      <h1 className="font-serif text-4xl font-semibold">Access Denied</h1>
      <p className="mt-4 text-ink-soft">You don&apos;t have permission to open this page.</p>
      <Link href="/" className={HOME_LINK}>
        Go Home
      </Link>
    </Boundary>
  );
}

export function UnauthorizedView() {
  return (
    <Boundary>
      <h1 className="font-serif text-4xl font-semibold">Authentication Required</h1>
      <p className="mt-4 text-ink-soft">Please sign in to continue.</p>
      <Link href="/login" className={HOME_LINK}>
        Go to Login
      </Link>
    </Boundary>
  );
}
