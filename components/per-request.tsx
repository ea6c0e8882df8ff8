import { connection } from "next/server";
import { Suspense } from "react";

async function RequestTime() {
  await connection();
  return null;
}

/**
 * Renders nothing, per request. A page that holds it is rendered for each request instead of
 * being served whole from the prerender cache, so Next puts the request's CSP nonce on its inline
 * scripts (lib/http/csp.ts). For the pages outside the static catalogue that have no per-request
 * part of their own (the auth screens, the 404 page); the catalogue uses a fixed policy instead.
 */
export function PerRequest() {
  return (
    <Suspense fallback={null}>
      <RequestTime />
    </Suspense>
  );
}
