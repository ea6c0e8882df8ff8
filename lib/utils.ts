import { clsx, type ClassValue } from "clsx";

/**
 * Class names for the UI primitives and every component: a plain join (clsx), no merging.
 * shadcn/ui's `cn` also runs tailwind-merge to resolve conflicting utilities, but that adds about
 * 7 KB brotli to every page that hydrates a button, past the first-load JavaScript budget. Here a
 * caller that overrides one of a primitive's own utilities says so with Tailwind's important
 * marker (`rounded-xl!`), and a component picks one of two conflicting utilities itself instead of
 * listing both.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
