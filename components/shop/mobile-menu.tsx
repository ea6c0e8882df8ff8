"use client";

import Link from "next/link";
import { useId, useState, type ReactNode } from "react";
import { Menu, X } from "lucide-react";

/** The collapsible menu below the 768 px breakpoint, with the same entries as the bar. */
export function MobileMenu({ links, account }: { links: readonly { href: string; label: string }[]; account: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-beige"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav id={panelId} aria-label="Mobile" hidden={!open} className="absolute inset-x-0 top-16 border-b border-ink/10 bg-cream px-4 pb-4 shadow-sm">
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} onClick={() => setOpen(false)} className="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-beige">
                {link.label}
              </Link>
            </li>
          ))}
          <li onClickCapture={() => setOpen(false)}>{account}</li>
        </ul>
      </nav>
    </>
  );
}
