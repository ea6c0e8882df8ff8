"use client";
// A developer page whose data failed to load (the database or a provider did not answer): "Network
// Error" with Retry, inside the developer layout, instead of the site's generic error page.
import { useEffect } from "react";
import { ServerNetworkError } from "@/components/admin/access-states";

export default function DeveloperPageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.warn("developer page error", error.digest ?? "");
  }, [error]);
  return <ServerNetworkError reset={reset} />;
}
