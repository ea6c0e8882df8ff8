import { ForbiddenView } from "@/components/shop/boundary-views";

export default function Forbidden() {
  return <ForbiddenView />;
}
