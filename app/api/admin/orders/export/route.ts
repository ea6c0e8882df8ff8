// The orders screen's CSV export: the same period and filters, every matching order, streamed page
// by page. Admin-only, checked here (the proxy never decides).
import { connection } from "next/server";
import { adminForRoute } from "@/lib/admin/guard";
import { allOrders, CSV_HEADER, orderCsvLine, resolveSalesQuery } from "@/lib/admin/sales";

export async function GET(request: Request) {
  await connection();
  const admin = await adminForRoute();
  if (admin.refusal) return admin.refusal;
  const query = resolveSalesQuery(Object.fromEntries(new URL(request.url).searchParams));
  const encoder = new TextEncoder();
  const rows = allOrders(query);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${CSV_HEADER.join(",")}\r\n`));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${orderCsvLine(next.value)}\r\n`));
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders_${query.fromDay}_${query.toDay}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
