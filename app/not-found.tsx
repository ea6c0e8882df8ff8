import type { Metadata } from "next";
import { NotFoundView } from "@/components/shop/boundary-views";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return <NotFoundView />;
}
