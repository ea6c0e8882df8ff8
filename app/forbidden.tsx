import Link from "next/link";

export default function Forbidden() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-semibold">Access Denied</h1>
      <p className="mt-4 text-ink-soft">You don&apos;t have permission to open this page.</p>
      <Link href="/" className="mt-8 rounded-full bg-ink px-6 py-3 text-sm font-medium text-cream hover:bg-ink/85">
        Go Home
      </Link>
    </div>
  );
}
