// The reader's frame while the page checks who is asking: the toolbar's height and a page's space
// reserved, so nothing moves when the guide arrives.
export default function ReaderLoading() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col px-3 pt-6 pb-10 md:px-6" aria-busy="true">
      <p role="status" className="sr-only">
        Opening your guide...
      </p>
      <div className="h-3 w-20 rounded bg-sand/60" />
      <div className="mt-2 h-8 w-64 max-w-full rounded bg-sand/60" />
      <div className="mt-4 h-14 rounded-2xl" />
      <div className="mx-auto mt-3 h-[480px] w-full max-w-[860px] bg-white/60 ring-1 ring-ink/10" />
    </div>
  );
}
