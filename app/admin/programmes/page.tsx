// The Atomic Year programmes and the gifts: who, in what state, what is due next; a delivered gift
// nobody opened can have its e-mail sent again (with a new link).
import type { Metadata } from "next";
import Link from "next/link";
import { utcTime } from "@/components/admin/format";
import { GiftResendButton } from "@/components/admin/gift-resend-button";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ADMIN_LIST_LIMIT, listGifts, listProgrammes } from "@/lib/admin/programmes";
import { requireAdmin } from "@/lib/auth/session";
import { orderNumber } from "@/lib/fulfilment/order-number";

export const metadata: Metadata = { title: "Programmes & gifts" };

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

export default async function AdminProgrammesPage() {
  await requireAdmin();
  const [programmes, gifts] = await Promise.all([listProgrammes(), listGifts()]);
  return (
    <div className="space-y-10">
      <h1 className="font-serif text-3xl font-semibold md:text-4xl">Programmes &amp; gifts</h1>

      <section aria-labelledby="programmes">
        <h2 id="programmes" className="font-serif text-xl font-semibold">
          Atomic Year programmes{" "}
          <span className="text-base font-normal text-ink-soft">
            ({programmes.length === ADMIN_LIST_LIMIT ? `latest ${ADMIN_LIST_LIMIT}` : programmes.length})
          </span>
        </h2>
        {programmes.length === 0 ? (
          <p className="mt-2 text-ink-soft">No programmes yet.</p>
        ) : (
          <Table containerClassName="mt-3" className="min-w-[720px]">
            <TableCaption className="sr-only">Atomic Year programmes, newest first</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Person</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Started</TableHead>
                <TableHead>Next e-mail due</TableHead>
                <TableHead className="text-right">Guides dropped</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {programmes.map((programme) => (
                <TableRow key={programme.id}>
                  <TableCell className="break-all">
                    {programme.name && <span className="block font-medium">{programme.name}</span>}
                    {programme.email}
                    {programme.giftId && <span className="text-ink-soft"> · gift</span>}
                  </TableCell>
                  <TableCell>
                    <Badge variant={programme.status === "active" ? "default" : "soft"}>
                      {programme.status === "active" && programme.subscriptionStart > new Date() ? "queued" : programme.status}
                    </Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{utcTime(programme.subscriptionStart)}</TableCell>
                  <TableCell className="whitespace-nowrap">{programme.status === "active" ? utcTime(programme.nextEmailAt) : "-"}</TableCell>
                  <TableCell className="text-right tabular-nums">{programme.drops} of 12</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>

      <section aria-labelledby="gifts">
        <h2 id="gifts" className="font-serif text-xl font-semibold">
          Gifts <span className="text-base font-normal text-ink-soft">({gifts.length === ADMIN_LIST_LIMIT ? `latest ${ADMIN_LIST_LIMIT}` : gifts.length})</span>
        </h2>
        {gifts.length === 0 ? (
          <p className="mt-2 text-ink-soft">No gifts yet.</p>
        ) : (
          <Table containerClassName="mt-3" className="min-w-[860px]">
            <TableCaption className="sr-only">Gifts, newest first</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Giver</TableHead>
                <TableHead>Recipient</TableHead>
                <TableHead>Gift</TableHead>
                <TableHead>State</TableHead>
                <TableHead>Delivery date</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {gifts.map((gift) => (
                <TableRow key={gift.id} data-gift-id={gift.id}>
                  <TableCell className="break-all">
                    {gift.giverName && <span className="block font-medium">{gift.giverName}</span>}
                    {gift.giverEmail}
                  </TableCell>
                  <TableCell className="break-all">
                    {gift.recipientName && <span className="block font-medium">{gift.recipientName}</span>}
                    {gift.recipientEmail}
                  </TableCell>
                  <TableCell>{gift.giftType === "atomic_year" ? "The Atomic Year" : (gift.guideTitle ?? "A guide")}</TableCell>
                  <TableCell>
                    <Badge variant={gift.state === "refunded" ? "outline" : gift.state === "delivered" ? "default" : "soft"}>{gift.state}</Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {day.format(gift.deliveryDate)}
                    {gift.deliveredAt && <span className="block text-xs text-ink-soft">delivered {utcTime(gift.deliveredAt)}</span>}
                  </TableCell>
                  <TableCell className="text-right">
                    <span className="flex flex-wrap justify-end gap-2">
                      {gift.state === "delivered" && <GiftResendButton giftId={gift.id} recipient={gift.recipientEmail} />}
                      {gift.orderId && (
                        <Link href={`/admin/orders?order=${gift.orderId}`} className="whitespace-nowrap text-sm underline underline-offset-4">
                          Order {orderNumber(gift.orderId)}
                        </Link>
                      )}
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </div>
  );
}
