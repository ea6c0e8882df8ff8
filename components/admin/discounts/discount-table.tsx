// The discount codes as the owner reads them: what each does, to what, when, how much of it is used,
// and whether customers can use it now; each with Edit and Pause or Resume. A table from 768 px,
// cards below.
import { Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { describeDiscount } from "@/lib/cart/pricing";
import type { DiscountCodeRow } from "@/lib/discounts/manage";
import { centsAsDecimal } from "@/lib/money";
import { DiscountFormDialog, type DiscountFormValues } from "./discount-form-dialog";
import { DiscountPauseButton } from "./discount-pause-button";

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The last day a code runs: its exclusive end is 00:00 UTC the day after. */
const lastDay = (endsAt: Date) => new Date(endsAt.getTime() - 86_400_000);

function state(code: DiscountCodeRow, now: Date): { label: string; live: boolean } {
  if (!code.active) return { label: "Paused", live: false };
  if (code.endsAt && code.endsAt <= now) return { label: "Ended", live: false };
  if (code.startsAt && code.startsAt > now) return { label: "Scheduled", live: false };
  if (code.maxUses !== null && code.uses >= code.maxUses) return { label: "Used up", live: false };
  return { label: "Active", live: true };
}

function formValues(code: DiscountCodeRow): DiscountFormValues {
  return {
    id: code.id,
    code: code.code,
    name: code.name,
    kind: code.kind,
    percentOff: code.percentOff === null ? "" : String(code.percentOff),
    amountOff: code.amountOffCents === null ? "" : centsAsDecimal(code.amountOffCents),
    appliesToGuides: code.appliesToGuides,
    appliesToAtomicYear: code.appliesToAtomicYear,
    appliesToGifts: code.appliesToGifts,
    startsOn: code.startsAt ? isoDay(code.startsAt) : "",
    endsOn: code.endsAt ? isoDay(lastDay(code.endsAt)) : "",
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    maxUsesPerCustomer: code.maxUsesPerCustomer === null ? "" : String(code.maxUsesPerCustomer),
    active: code.active,
  };
}

function appliesTo(code: DiscountCodeRow): string {
  return [code.appliesToGuides && "guides", code.appliesToAtomicYear && "The Atomic Year", code.appliesToGifts && "gifts"].filter(Boolean).join(", ");
}

function when(code: DiscountCodeRow): string {
  if (!code.startsAt && !code.endsAt) return "Always";
  if (!code.endsAt) return `From ${day.format(code.startsAt!)}`;
  if (!code.startsAt) return `Until ${day.format(lastDay(code.endsAt))}`;
  return `${day.format(code.startsAt)} - ${day.format(lastDay(code.endsAt))}`;
}

function Actions({ code }: { code: DiscountCodeRow }) {
  return (
    <>
      <DiscountFormDialog
        title={`Edit ${code.code}`}
        initial={formValues(code)}
        trigger={
          <Button size="sm" variant="outline" aria-label={`Edit ${code.code}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        }
      />
      <DiscountPauseButton id={code.id} code={code.code} active={code.active} />
    </>
  );
}

function uses(code: DiscountCodeRow): string {
  return `${code.uses}${code.maxUses === null ? "" : ` of ${code.maxUses}`}`;
}

/** Below 768 px: one card per code, everything in view without scrolling sideways. */
function DiscountCards({ codes, now }: { codes: DiscountCodeRow[]; now: Date }) {
  return (
    <ul className="mt-3 grid gap-3 md:hidden" aria-label="Discount codes">
      {codes.map((code) => {
        const status = state(code, now);
        return (
          <li key={code.id} className="rounded-2xl border border-ink/10 bg-white/60 p-4" data-testid="discount-card" data-code={code.code}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono font-semibold break-all">{code.code}</p>
                <p className="text-sm text-ink-soft">{code.name}</p>
              </div>
              <Badge variant={status.live ? "default" : "soft"}>{status.label}</Badge>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">Does</dt>
              <dd>
                {describeDiscount(code)} on {appliesTo(code)}
              </dd>
              <dt className="text-ink-soft">When</dt>
              <dd>{when(code)}</dd>
              <dt className="text-ink-soft">Uses</dt>
              <dd className="tabular-nums">
                {uses(code)}
                {code.maxUsesPerCustomer === null ? "" : `, ${code.maxUsesPerCustomer} per customer`}
              </dd>
            </dl>
            <div className="mt-4 flex gap-2">
              <Actions code={code} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function DiscountTable({ codes, now }: { codes: DiscountCodeRow[]; now: Date }) {
  return (
    <>
      <DiscountCards codes={codes} now={now} />
      <DiscountRows codes={codes} now={now} />
    </>
  );
}

function DiscountRows({ codes, now }: { codes: DiscountCodeRow[]; now: Date }) {
  return (
    <Table containerClassName="mt-3 hidden md:block" className="min-w-[760px]">
      <TableCaption className="sr-only">Discount codes, active ones first</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Code</TableHead>
          <TableHead>What it does</TableHead>
          <TableHead>When</TableHead>
          <TableHead className="text-right">Uses</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {codes.map((code) => {
          const status = state(code, now);
          return (
            <TableRow key={code.id} data-testid="discount-row" data-code={code.code}>
              <TableCell>
                <span className="block font-mono font-semibold">{code.code}</span>
                <span className="text-ink-soft">{code.name}</span>
              </TableCell>
              <TableCell>
                <span className="block first-letter:uppercase">{describeDiscount(code)}</span>
                <span className="text-ink-soft">on {appliesTo(code)}</span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{when(code)}</TableCell>
              <TableCell className="text-right tabular-nums">
                <span className="block">{uses(code)}</span>
                {code.maxUsesPerCustomer === null ? null : <span className="whitespace-nowrap text-ink-soft">{code.maxUsesPerCustomer} per customer</span>}
              </TableCell>
              <TableCell>
                <Badge variant={status.live ? "default" : "soft"} data-testid="discount-status">
                  {status.label}
                </Badge>
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-2">
                  <Actions code={code} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
