import { utcTime } from "@/components/admin/format";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { recentPaymentEvents } from "@/lib/admin/diagnostics";

export function PaymentEventsTable({ events }: { events: Awaited<ReturnType<typeof recentPaymentEvents>> }) {
  if (events.length === 0) return <p className="text-ink-soft">No payment events received yet.</p>;
  return (
    <Table className="min-w-[560px]">
      <TableCaption className="sr-only">Payment events received, newest first</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Received</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Outcome</TableHead>
          <TableHead>Event</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.id}>
            <TableCell className="whitespace-nowrap">{utcTime(event.receivedAt)}</TableCell>
            <TableCell className="font-mono text-xs">{event.type}</TableCell>
            <TableCell>
              {event.outcome ?? "unprocessed"}
              {event.error && <span className="text-rose-800"> · {event.error}</span>}
            </TableCell>
            <TableCell className="font-mono text-xs break-all">{event.id}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
