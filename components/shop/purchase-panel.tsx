"use client";

import Link from "next/link";
import { Gift, ShoppingBag } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { addToCart } from "@/lib/cart/cart";
import { formatPrice } from "@/lib/catalog/constants";
import { useGuideCheckout } from "@/components/checkout/use-checkout";

type PanelGuide = { id: string; slug: string; title: string; subtitle: string; strand: string; priceCents: number };

export function PurchasePanel({ guide }: { guide: PanelGuide }) {
  const price = formatPrice(guide.priceCents);
  const { checkout, pending } = useGuideCheckout();
  const onAdd = () => {
    const added = addToCart({
      id: guide.id,
      guideId: guide.id,
      title: guide.title,
      subtitle: guide.subtitle,
      price: guide.priceCents / 100,
      slug: guide.slug,
      strand: guide.strand,
    });
    if (added) toast.success("Added to cart!", { description: `${guide.title} has been added to your cart.` });
    else toast("Already in your cart", { description: `${guide.title} is already in your cart.` });
  };

  return (
    <div className="rounded-2xl border border-ink/10 bg-white/70 p-6 shadow-sm">
      <p className="font-serif text-3xl font-semibold">{price}</p>
      <p className="mt-1 text-sm text-ink-soft">One-time purchase. Desktop and mobile PDF. Yours forever.</p>
      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" onClick={() => checkout([guide.id])} disabled={pending}>
          {pending ? "Processing..." : `Buy & Download - ${price}`}
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={onAdd}>
          <ShoppingBag aria-hidden="true" /> Add to Cart
        </Button>
        <Button asChild variant="ghost" size="lg">
          <Link href={`/gift?guide=${guide.slug}`}>
            <Gift aria-hidden="true" /> Gift This Guide
          </Link>
        </Button>
      </div>
    </div>
  );
}
