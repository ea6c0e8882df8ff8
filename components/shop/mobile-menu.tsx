"use client";

import Link from "next/link";
import { useRef, type ReactNode } from "react";
import { Menu } from "@/components/ui/icons/menu";
import { X } from "@/components/ui/icons/x";

/**
 * The collapsible menu below 768 px, with the same entries as the bar. A native disclosure
 * (<details>): it opens from the first paint, before any script has run; once hydrated, choosing
 * an entry closes it.
 */
export function MobileMenu({ links, account }: { links: readonly { href: string; label: string }[]; account: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (details.current) details.current.open = false;
  };

  return (
    <details ref={details} className="group size-10">
      <summary className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-full text-ink hover:bg-beige [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden="true" className="size-5 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-open:block" />
        <span className="sr-only group-open:hidden">Open menu</span>
        <span className="sr-only hidden group-open:inline">Close menu</span>
      </summary>
      <nav aria-label="Mobile" className="absolute inset-x-0 top-16 border-b border-ink/10 bg-cream px-4 pb-4 shadow-sm">
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} onClick={close} className="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-beige">
                {link.label}
              </Link>
            </li>
          ))}
          <li onClickCapture={close}>{account}</li>
        </ul>
      </nav>
    </details>
  );
}
