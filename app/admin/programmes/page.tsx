// The Atomic Year programmes and the gifts: who, in what state, what is due next; a delivered gift
// nobody opened can have its e-mail sent again (with a new link).
import type { Metadata } from "next";
import Link from "next/link";
import { utcTime } from "@/components/admin/format";
import { GiftResendButton } from "@/components/admin/gift-resend-button";
import { Badge } from "@/components/ui/badge";
import { ADMIN_LIST_LIMIT, listGifts, listProgrammes } from "@/lib/admin/programmes";
import { requireAdmin } from "@/lib/auth/session";

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
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[720px] text-left text-sm">
              <thead className="text-xs uppercase tracking-wide text-ink-soft">
                <tr>
                  <th className="py-2 pr-3 font-medium">Person</th>
                  <th className="py-2 pr-3 font-medium">Status</th>
                  <th className="py-2 pr-3 font-medium">Started</th>
                  <th className="py-2 pr-3 font-medium">Next e-mail due</th>
                  <th className="py-2 text-right font-medium">Guides dropped</th>
                </tr>
              </thead>
              <tbody>
                {programmes.map((programme) => (
                  <tr key={programme.id} className="border-t border-ink/10">
                    <td className="py-2 pr-3 break-all">
                      {programme.name && <span className="block font-medium">{programme.name}</span>}
                      {programme.email}
                      {programme.giftId && <span className="text-ink-soft"> · gift</span>}
                    </td>
                    <td className="py-2 pr-3">
                      <Badge variant={programme.status === "active" ? "default" : "soft"}>
                        {programme.status === "active" && programme.subscriptionStart > new Date() ? "queued" : programme.status}
                      </Badge>
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">{utcTime(programme.subscriptionStart)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{programme.status === "active" ? utcTime(programme.nextEmailAt) : "-"}</td>
                    <td className="py-2 text-right tabular-nums">{programme.drops} of 12</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="gifts">
        <h2 id="gifts" className="font-serif text-xl font-semibold">
          Gifts <span className="text-base font-normal text-ink-soft">({gifts.length === ADMIN_LIST_LIMIT ? `latest ${ADMIN_LIST_LIMIT}` : gifts.length})</span>
        </h2>
        {gifts.length === 0 ? (
          <p className="mt-2 text-ink-soft">No gifts yet.</p>
        ) : (
          // relative: the header's visually hidden label is positioned inside the scroller, not past the page's edge.
          <div className="relative mt-3 overflow-x-auto">
            <table className="w-full min-w-[860px] text-left text-sm">
              <thead className="text-xs uppercase tracking-wide text-ink-soft">
                <tr>
                  <th className="py-2 pr-3 font-medium">Giver</th>
                  <th className="py-2 pr-3 font-medium">Recipient</th>
                  <th className="py-2 pr-3 font-medium">Gift</th>
                  <th className="py-2 pr-3 font-medium">State</th>
                  <th className="py-2 pr-3 font-medium">Delivery date</th>
                  <th className="py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {gifts.map((gift) => (
                  <tr key={gift.id} className="border-t border-ink/10" data-gift-id={gift.id}>
                    <td className="py-2 pr-3 break-all">
                      {gift.giverName && <span className="block font-medium">{gift.giverName}</span>}
                      {gift.giverEmail}
                    </td>
                    <td className="py-2 pr-3 break-all">
                      {gift.recipientName && <span className="block font-medium">{gift.recipientName}</span>}
                      {gift.recipientEmail}
                    </td>
                    <td className="py-2 pr-3">{gift.giftType === "atomic_year" ? "The Atomic Year" : (gift.guideTitle ?? "A guide")}</td>
                    <td className="py-2 pr-3">
                      <Badge variant={gift.state === "refunded" ? "outline" : gift.state === "delivered" ? "default" : "soft"}>{gift.state}</Badge>
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {day.format(gift.deliveryDate)}
                      {gift.deliveredAt && <span className="block text-xs text-ink-soft">delivered {utcTime(gift.deliveredAt)}</span>}
                    </td>
                    <td className="py-2 text-right">
                      <span className="flex flex-wrap justify-end gap-2">
                        {gift.state === "delivered" && <GiftResendButton giftId={gift.id} recipient={gift.recipientEmail} />}
                        {gift.orderId && (
                          <Link href={`/admin/orders?order=${gift.orderId}`} className="text-sm underline underline-offset-4">
                            Order
                          </Link>
                        )}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
