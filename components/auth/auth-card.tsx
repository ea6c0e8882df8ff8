import type { ReactNode } from "react";

export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-12 md:py-20">
      <div className="w-full max-w-md rounded-3xl border border-ink/10 bg-white/70 p-6 shadow-sm md:p-8">{children}</div>
    </div>
  );
}

export function AuthMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="text-center">
      <h1 className="font-serif text-3xl font-semibold">{title}</h1>
      {children ? <div className="mt-3 text-ink-soft">{children}</div> : null}
    </div>
  );
}
