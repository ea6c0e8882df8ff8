// The discount codes the owner runs: create, edit, pause or resume them. Revenue and orders per code
// are on the orders screen, beside the other sales figures.
import type { Metadata } from "next";
import Link from "next/link";
import { Plus } from "lucide-react";
import { DiscountFormDialog, NEW_CODE } from "@/components/admin/discounts/discount-form-dialog";
import { DiscountTable } from "@/components/admin/discounts/discount-table";
import { Button } from "@/components/ui/button";
import { requireAdmin } from "@/lib/auth/session";
import { listDiscountCodes } from "@/lib/discounts/manage";

export const metadata: Metadata = { title: "Discount codes" };

export default async function AdminDiscountsPage() {
  await requireAdmin();
  const codes = await listDiscountCodes();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold md:text-4xl">Discount codes</h1>
          <p className="mt-2 max-w-2xl text-ink-soft">
            A use is taken when a customer opens a checkout with the code, and given back when that checkout expires or fails, or the order is refunded. Revenue
            and orders per code are under{" "}
            <Link href="/admin/orders" className="underline underline-offset-4">
              Orders &amp; sales
            </Link>
            .
          </p>
        </div>
        <DiscountFormDialog
          title="New discount code"
          initial={NEW_CODE}
          trigger={
            <Button>
              <Plus aria-hidden="true" /> New code
            </Button>
          }
        />
      </div>
      {codes.length === 0 ? <p className="text-ink-soft">No codes yet.</p> : <DiscountTable codes={codes} now={new Date()} />}
    </div>
  );
}
