import Link from "next/link";
import { Suspense } from "react";
import { NAV_LINKS, siteName } from "@/lib/site";
import { AccountLinks, AccountLinksFallback } from "./account-links";
import { CartButton } from "./cart-button";
import { MobileMenu } from "./mobile-menu";

const linkClass = "rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-beige hover:text-ink";

export function SiteHeader() {
  const name = siteName();
  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-cream/90 backdrop-blur supports-[backdrop-filter]:bg-cream/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded focus:bg-ink focus:px-3 focus:py-2 focus:text-cream"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:px-6">
        <Link href="/" className="font-serif text-xl font-semibold tracking-tight text-ink">
          {name}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className={linkClass}>
              {link.label}
            </Link>
          ))}
          <Suspense fallback={<AccountLinksFallback variant="bar" />}>
            <AccountLinks variant="bar" />
          </Suspense>
          <CartButton className="ml-2 inline-flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-medium text-cream hover:bg-ink/85" />
        </nav>
        <div className="flex items-center gap-2 md:hidden">
          <CartButton className="inline-flex items-center gap-2 rounded-full bg-ink px-3 py-2 text-sm font-medium text-cream" />
          <MobileMenu
            links={NAV_LINKS}
            account={
              <Suspense fallback={<AccountLinksFallback variant="menu" />}>
                <AccountLinks variant="menu" />
              </Suspense>
            }
          />
        </div>
      </div>
    </header>
  );
}
