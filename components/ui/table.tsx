import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

// shadcn/ui's Table in the shop's colours. Class names are joined, not merged (lib/utils.ts), so the
// cells set no alignment of their own: the table aligns text left, a column of figures passes
// `text-right`, and a row's `align-top` reaches its cells.

/** The table in a container that scrolls sideways when the table is wider than the screen; the
 * container is `relative` so a visually hidden label inside stays inside the scroller, not past the
 * page's edge. */
export function Table({ className, containerClassName, ...props }: ComponentProps<"table"> & { containerClassName?: string }) {
  return (
    <div data-slot="table-container" className={cn("relative w-full overflow-x-auto", containerClassName)}>
      <table data-slot="table" className={cn("w-full caption-bottom text-left text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("text-xs uppercase tracking-wide text-ink-soft", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

/** A row; `data-state="selected"` marks the one whose details are open beside the table. */
export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("border-b border-ink/10 transition-colors hover:bg-beige/30 data-[state=selected]:bg-beige/60", className)}
      {...props}
    />
  );
}

/** A header cell, a column's unless `scope` says otherwise. */
export function TableHead({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return <th data-slot="table-head" scope={scope} className={cn("py-2 pr-3 font-medium last:pr-0", className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("py-2 pr-3 last:pr-0", className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption data-slot="table-caption" className={cn("mt-4 text-sm text-ink-soft", className)} {...props} />;
}
