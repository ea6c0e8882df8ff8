import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
import { cn } from "@/lib/utils";

// shadcn/ui's button with its variants as plain class lists, and `asChild` as one cloneElement:
// radix-ui's Slot and class-variance-authority would add about 1.7 KB brotli to every page, twice
// over (each catalogue page's chunk and the error boundary's carry their own copy).
const BASE =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink [&_svg]:size-4 [&_svg]:shrink-0";

const VARIANTS = {
  default: "bg-ink text-cream hover:bg-ink/85",
  outline: "border border-ink/25 bg-transparent text-ink hover:bg-beige",
  secondary: "bg-beige text-ink hover:bg-sand",
  ghost: "text-ink hover:bg-beige",
  link: "text-ink underline underline-offset-4 hover:text-ink-soft rounded-none",
};

const SIZES = {
  default: "h-11 px-5",
  sm: "h-9 px-4",
  lg: "h-12 px-7 text-base",
  icon: "size-10",
};

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
  /** Styles the one child (a link) as the button instead of rendering a <button>: the child's own props win, class names are joined. */
  asChild?: boolean;
};

export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = cn(BASE, VARIANTS[variant ?? "default"], SIZES[size ?? "default"], className);
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { "data-slot": "button", ...props, ...child.props, className: cn(classes, child.props.className) } as { className: string });
  }
  return (
    <button data-slot="button" className={classes} {...props}>
      {children}
    </button>
  );
}
