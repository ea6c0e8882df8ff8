import Link from "next/link";
import { FOOTER_LINKS, siteName } from "@/lib/site";

export function SiteFooter() {
  const name = siteName();
  return (
    <footer className="mt-24 border-t border-ink/10 bg-beige/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between md:px-6">
        <div>
          <p className="font-serif text-lg font-semibold">{name}</p>
          <p className="mt-1 text-sm text-ink-soft">Short guides for the long work of becoming yourself.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-ink-soft underline-offset-4 hover:text-ink hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
