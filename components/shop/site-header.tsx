import Link from "next/link";
import { NAV_LINKS, siteName } from "@/lib/site";
import { AccountLinks } from "./account-links";
import { CartButton } from "./cart-button";
import { MobileMenu } from "./mobile-menu";

// Tighter between 768 and 1024 px, so the whole bar (a long name, a cart count) fits from 768 px.
const linkClass = "shrink-0 whitespace-nowrap rounded-full px-2 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-beige hover:text-ink lg:px-3";

/**
 * The same prerendered header for everyone: the shop's links on the left, the personal links
 * (a client island, lib/session/use-me.ts) and the cart on the right. The bar shows from 768 px;
 * below that the menu holds the same entries. In the bar the greeting is what gives way: it takes
 * the room the other entries leave and cuts a long name short.
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
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 lg:gap-4 lg:px-6">
        <Link href="/" className="shrink-0 font-serif text-xl font-semibold tracking-tight text-ink md:text-lg lg:text-xl">
          {name}
        </Link>
        <nav aria-label="Main" className="hidden min-w-0 flex-1 items-center gap-0.5 md:flex lg:gap-1">
          {NAV_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className={linkClass}>
              {link.label}
            </Link>
          ))}
          {/* Takes all the room left, so it never moves: the personal links arriving after the first
              paint appear inside it, at the right end of the first column. The cart's column has its
              width before the cart arrives, so a page drawn while its HTML is still arriving (a slow
              connection) does not move the links when the rest comes. */}
          <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_minmax(5.5rem,auto)] items-center gap-1 lg:grid-cols-[minmax(0,1fr)_minmax(7rem,auto)] lg:gap-2">
            <div className="flex min-w-0 items-center justify-end gap-0.5 lg:gap-1">
              <AccountLinks variant="bar" />
            </div>
            <CartButton
              className="inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-full bg-ink px-3 text-sm font-medium text-cream hover:bg-ink/85 lg:px-4"
              iconClassName="hidden lg:block"
            />
          </div>
        </nav>
        {/* Columns and height fixed ahead of their contents, for the same reason as the bar's. */}
        <div className="ml-auto grid h-10 grid-cols-[minmax(6.5rem,auto)_2.5rem] items-center gap-2 md:hidden">
          <CartButton className="inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-full bg-ink px-3 text-sm font-medium text-cream" />
          <MobileMenu links={NAV_LINKS} account={<AccountLinks variant="menu" />} />
        </div>
      </div>
    </header>
  );
}
