// Site-wide values derived from the environment.
import { env } from "@/lib/env";

export function siteName(): string {
  return env().SITE_NAME;
}

export function siteUrl(): string {
  return env().SITE_URL;
}

export const NAV_LINKS = [
  { href: "/guides", label: "Guides" },
  { href: "/atomic-year", label: "Atomic Year" },
  { href: "/about", label: "About" },
] as const;

export const FOOTER_LINKS = [
  { href: "/about", label: "About" },
  { href: "/faq", label: "FAQ" },
  { href: "/contact", label: "Contact" },
  { href: "/privacy", label: "Privacy" },
] as const;
