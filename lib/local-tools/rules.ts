// The access rules of the local tools, kept free of requests so they read (and test) as rules.

/** A holder of the local key, or whoever the session says (null: a visitor). */
export type LocalToolsViewer = { keyHolder: true } | { keyHolder: false; user: { id: string; isAdmin: boolean } | null };

/** Every e-mail of every person: the key holder (the person running the shop locally) and admins only. */
export function viewerMayReadMailbox(viewer: LocalToolsViewer): boolean {
  return viewer.keyHolder || viewer.user?.isAdmin === true;
}

/** A hosted checkout: its buyer (the signed-in owner, or for a visitor's gift the browser the order is
 * bound to), the key holder and admins. Other orders without an owner only the key holder and admins. */
export function viewerMayUseSandboxSession(viewer: LocalToolsViewer, orderOwnerId: string | null, boundBrowser = false): boolean {
  if (viewer.keyHolder || boundBrowser) return true;
  if (!viewer.user) return false;
  return viewer.user.isAdmin || (orderOwnerId !== null && viewer.user.id === orderOwnerId);
}
