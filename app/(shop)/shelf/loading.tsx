export default function ShelfLoading() {
  return (
    <p role="status" className="py-24 text-center text-ink-soft">
      Loading your collection...
    </p>
  );
}
