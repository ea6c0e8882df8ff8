import { UnauthorizedView } from "@/components/shop/boundary-views";

export default function Unauthorized() {
  return <UnauthorizedView />;
}
