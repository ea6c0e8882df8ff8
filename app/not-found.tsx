import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundBeacon } from "@/components/shop/not-found-beacon";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-7xl font-semibold text-ink/50">404</p>
      <h1 className="mt-4 font-serif text-4xl font-semibold">Oops! Page not found</h1>
      <p className="mt-4 text-ink-soft">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className="mt-8 rounded-full bg-ink px-6 py-3 text-sm font-medium text-cream hover:bg-ink/85">
        Return to Home
      </Link>
      <NotFoundBeacon />
    </div>
  );
}
