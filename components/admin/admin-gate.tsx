// The server-side gate of every admin and developer page: the children (and the data they load)
// render only for an admin. While the check runs, "Checking Permissions..." streams first.
import { Suspense, type ReactNode } from "react";
import { adminAccess } from "@/lib/admin/guard";
import { AccessDenied, AuthenticationRequired, CheckingPermissions } from "./access-states";

async function Gate({ children }: { children: ReactNode }) {
  const access = await adminAccess();
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
