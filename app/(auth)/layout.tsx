import type { ReactNode } from "react";
import { PerRequest } from "@/components/per-request";

/** Sign-in, confirmation and reset screens: rendered per request, under the nonce policy. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <PerRequest />
    </>
  );
}
