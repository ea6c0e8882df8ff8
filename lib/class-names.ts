// Class names for the shared UI primitives and the catalogue's client islands: a plain join, no
// merging. tailwind-merge (lib/utils.ts `cn`) resolves conflicting utilities but weighs about 8 KB
// compressed on every page that hydrates a button; here a caller that overrides one of a
// primitive's own utilities says so with Tailwind's important marker (`rounded-xl!`).
export { clsx as cx } from "clsx";
