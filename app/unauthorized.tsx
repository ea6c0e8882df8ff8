import Link from "next/link";

export default function Unauthorized() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-semibold">Authentication Required</h1>
      <p className="mt-4 text-ink-soft">Please sign in to continue.</p>
      <Link href="/login" className="mt-8 rounded-full bg-ink px-6 py-3 text-sm font-medium text-cream hover:bg-ink/85">
        Go to Login
      </Link>
    </div>
  );
}
