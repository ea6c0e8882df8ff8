import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** One card of the account page, titled for the page's outline and linkable by its id. */
export function AccountSection({
  id,
  title,
  description,
  tone = "default",
  children,
}: {
  id: string;
  title: string;
  description?: string;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("scroll-mt-24 rounded-2xl border bg-white/70 p-5 md:p-7", tone === "danger" ? "border-power/40" : "border-ink/10")}
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-2 text-ink-soft">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
