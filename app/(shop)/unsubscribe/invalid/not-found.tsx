import { InvalidUnsubscribeMessage } from "@/components/account/invalid-unsubscribe-link";

export default function InvalidUnsubscribeLinkNotFound() {
  return <InvalidUnsubscribeMessage />;
}
