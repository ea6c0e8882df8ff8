import type { ReactNode } from "react";

export function SectionHeading({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">{eyebrow}</p> : null}
      <h2 className="mt-2 font-serif text-3xl font-semibold leading-tight md:text-4xl">{title}</h2>
      {children ? <div className="mt-4 text-base leading-relaxed text-ink-soft">{children}</div> : null}
    </div>
  );
}
