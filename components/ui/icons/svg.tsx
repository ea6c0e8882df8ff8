import type { SVGProps } from "react";
import { cn } from "@/lib/utils";

// The icons of the catalogue pages and their islands (this folder, one module an icon): lucide's
// drawings (lucide-react's paths, ISC licence) as plain SVG, with lucide-react's attributes and
// class names. lucide-react's icons are client components, so each one on a page, even in a server
// component, ships its module and lucide's shared Icon (about 1.5 KB brotli) to the browser; these
// render as markup alone, and an island's bundle holds only the icons it draws.

export type IconProps = SVGProps<SVGSVGElement>;

export function Svg({ name, className, children, ...props }: IconProps & { name: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      // Hidden from assistive technology unless labelled, as lucide-react does.
      aria-hidden={Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title") ? undefined : true}
      className={cn("lucide", `lucide-${name}`, className)}
      {...props}
    >
      {children}
    </svg>
  );
}
