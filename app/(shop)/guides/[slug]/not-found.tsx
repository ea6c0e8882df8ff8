import Link from "next/link";
import { ArrowLeft } from "@/components/ui/icons/arrow-left";

export default function GuideNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-semibold">Guide not found</h1>
      <p className="mt-4 text-ink-soft">This guide is not in the collection. It may have moved, or the link may be mistyped.</p>
      <Link href="/guides" className="mt-8 inline-flex items-center gap-2 font-medium underline underline-offset-4">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to all guides
      </Link>
    </div>
  );
}
