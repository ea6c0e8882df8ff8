import type { ReactNode } from "react";

export function ProsePage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-12 md:px-6 md:pt-16">
      <h1 className="font-serif text-4xl font-semibold md:text-5xl">{title}</h1>
      {intro ? <div className="mt-4 text-lg leading-relaxed text-ink-soft">{intro}</div> : null}
      <div className="mt-10 space-y-10 leading-relaxed [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_p]:mt-3 [&_p]:text-ink-soft [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ul]:text-ink-soft">
        {children}
      </div>
    </div>
  );
}
