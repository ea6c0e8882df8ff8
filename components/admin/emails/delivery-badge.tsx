import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const TONE: Record<string, string> = {
  delivered: "border-vision/40 bg-vision/10 text-ink",
  delayed: "border-amber-300 bg-amber-50 text-ink",
  bounced: "border-power/50 bg-power/10 text-power-ink",
  complained: "border-power/50 bg-power/10 text-power-ink",
};

/** What the provider last reported of an e-mail: delivered, delayed, bounced or complained. */
export function DeliveryBadge({ delivery }: { delivery: string | null }) {
  if (!delivery) return null;
  return (
    <Badge variant="outline" className={cn(TONE[delivery])} data-delivery={delivery}>
      {delivery}
    </Badge>
  );
}
