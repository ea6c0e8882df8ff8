// The server-side gate of every admin and developer page: the children (and the data they load)
// render only for an admin. While the check runs, "Checking Permissions..." streams first; a check
// that fails (the database cannot be reached) shows "Network Error" with Retry, never the page.
import { unstable_rethrow } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { adminAccess, type AdminAccess } from "@/lib/admin/guard";
import { AccessDenied, AdminCheckFailed, AuthenticationRequired, CheckingPermissions } from "./access-states";

async function Gate({ children }: { children: ReactNode }) {
  let access: AdminAccess;
  try {
    access = await adminAccess();
  } catch (error) {
    // Next's own signals (prerendering, redirects) pass through; a real failure is shown.
    unstable_rethrow(error);
    console.error("admin gate: the admin check failed", error);
    return <AdminCheckFailed />;
  }
  if (access.status === "visitor") return <AuthenticationRequired />;
  if (access.status === "denied") return <AccessDenied />;
  return children;
}

export function AdminGate({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<CheckingPermissions />}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
