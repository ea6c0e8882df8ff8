"use client";

import { useState, type ReactNode } from "react";
import { ExpiredResetLink } from "./expired-reset-link";

/**
 * A reset link's page: the form (`children`) for a live link, or "expired" with a way to a new link.
 * Decided once, as the page opens: a successful reset uses the link up and the page's data is
 * refreshed after the action, which must not replace "Password Updated" with "expired".
 */
export function ResetLinkGate({ dead, email, children }: { dead: boolean; email: string; children: ReactNode }) {
  const [expired] = useState(dead);
  return expired ? <ExpiredResetLink email={email} /> : children;
}
