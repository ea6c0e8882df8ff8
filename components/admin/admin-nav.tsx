"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { ADMIN_SCREENS } from "./screens";

/**
 * The admin tabs. On a narrow screen the row scrolls sideways; a fade on the side where more tabs
 * wait says so (and leaves once the row is scrolled to that end).
 */
export function AdminNav() {
  const pathname = usePathname();
  const row = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, []);

  const fade = "pointer-events-none absolute inset-y-0 w-12 from-cream to-transparent transition-opacity";
  return (
    <div className="relative border-b border-ink/10">
      <nav ref={row} aria-label="Admin" className="flex gap-1 overflow-x-auto pb-3" data-more-before={more.before} data-more-after={more.after}>
        {ADMIN_SCREENS.map((screen) => {
          const current = screen.href === "/admin" ? pathname === "/admin" : pathname.startsWith(screen.href);
          return (
            <Link
              key={screen.href}
              href={screen.href}
              aria-current={current ? "page" : undefined}
              className={cn("shrink-0 rounded-full px-4 py-2 text-sm font-medium", current ? "bg-ink text-cream hover:bg-ink/85" : "hover:bg-beige")}
            >
              {screen.label}
            </Link>
          );
        })}
      </nav>
      <div aria-hidden="true" data-testid="admin-tabs-fade-start" className={cn(fade, "left-0 bg-gradient-to-r", more.before ? "opacity-100" : "opacity-0")} />
      <div aria-hidden="true" data-testid="admin-tabs-fade-end" className={cn(fade, "right-0 bg-gradient-to-l", more.after ? "opacity-100" : "opacity-0")} />
    </div>
  );
}
