"use client";
// Cancel a scheduled post (asked first). The server refuses once the post has started sending.
import { useRouter } from "next/navigation";
import { cancelPostAction } from "@/lib/posts/actions";
import { ConfirmButton } from "../confirm-button";
import { report } from "../use-admin-action";

export function CancelPost({ id, subject }: { id: string; subject: string }) {
  const router = useRouter();
  return (
    <ConfirmButton
      label="Cancel"
      buttonProps={{ "aria-label": `Cancel the post ${subject}` }}
      title="Cancel this post?"
      description={`Nobody gets "${subject}". This cannot be undone; you can write it again.`}
      confirmLabel="Cancel post"
      pendingLabel="Cancelling..."
      onConfirm={async () => {
        report(await cancelPostAction({ id }));
        router.refresh();
      }}
    />
  );
}
