"use client";
// An admin page whose data failed to load (the database or a provider did not answer): "Network
// Error" with Retry, inside the admin layout, instead of the site's generic error page.
import { useEffect } from "react";
import { ServerNetworkError } from "@/components/admin/access-states";

export default function AdminError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.warn("admin page error", error.digest ?? "");
  }, [error]);
  return <ServerNetworkError reset={reset} />;
}
