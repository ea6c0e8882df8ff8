"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";
import { ADMIN_SCREENS } from "./screens";

export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin" className="flex gap-1 overflow-x-auto border-b border-ink/10 pb-3">
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
  );
}
