import Link from "next/link";
import { NAV_LINKS, siteName } from "@/lib/site";
import { AccountLinks } from "./account-links";
import { CartButton } from "./cart-button";
import { MobileMenu } from "./mobile-menu";

const linkClass = "rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-beige hover:text-ink";

/**
 * The same prerendered header for everyone: the shop's links on the left, the personal links
 * (a client island, lib/session/use-me.ts) and the cart on the right. The bar shows from 1024 px;
 * below that the menu holds the same entries.
 */
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
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 md:px-6">
        <Link href="/" className="shrink-0 font-serif text-xl font-semibold tracking-tight text-ink">
          {name}
        </Link>
        <nav aria-label="Main" className="hidden min-w-0 flex-1 items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className={linkClass}>
              {link.label}
            </Link>
          ))}
          {/* Takes all the room left, so it never moves: the personal links arriving after the first
              paint appear inside it, at its right end, beside the cart. */}
          <div className="flex min-w-0 flex-1 items-center justify-end gap-1">
            <AccountLinks variant="bar" />
            <CartButton className="ml-2 inline-flex shrink-0 items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-medium text-cream hover:bg-ink/85" />
          </div>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:hidden">
          <CartButton className="inline-flex items-center gap-2 rounded-full bg-ink px-3 py-2 text-sm font-medium text-cream" />
          <MobileMenu links={NAV_LINKS} account={<AccountLinks variant="menu" />} />
        </div>
      </div>
    </header>
  );
}
