import { InvalidUnsubscribeMessage } from "@/components/account/invalid-unsubscribe-link";
import { PerRequest } from "@/components/per-request";

export default function InvalidUnsubscribeLinkNotFound() {
  return (
    <>
      <InvalidUnsubscribeMessage />
      <PerRequest />
    </>
  );
}
