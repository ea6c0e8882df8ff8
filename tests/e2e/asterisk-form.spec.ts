// A request in the asterisk form (`OPTIONS * HTTP/1.1`, RFC 9112 §3.2.4) names no page. How the
// server answers it is Node's and Next's protocol business; what the shop owns is that nothing
// changes, nothing of its insides (a stack trace, a file path) reaches the client, and the next
// request is served as usual.
import net from "node:net";
import { expect, test } from "@playwright/test";
import { sql } from "./support/database";

/** One raw HTTP/1.1 request on its own connection (Playwright's client cannot send this form): the whole response. */
async function rawResponse(baseURL: string, requestLine: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (data: string) => (received += data));
    socket.on("end", () => resolve(received));
    socket.on("error", reject);
  });
}

async function rowCounts() {
  const { rows } = await sql<{ users: string; sessions: string; audit: string }>(
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM sessions) AS sessions, (SELECT count(*) FROM admin_audit_log) AS audit`,
  );
  return rows[0];
}

/** Sends both asterisk-form requests and checks what each answered. */
async function sendAsteriskRequests(baseURL: string) {
  for (const line of ["OPTIONS * HTTP/1.1", "GET * HTTP/1.1"]) {
    const response = await rawResponse(baseURL, line);
    const [head = "", body = ""] = response.split("\r\n\r\n");
    expect(head, line).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(head.toLowerCase(), line).not.toContain("set-cookie");
    expect(body, line).not.toMatch(/\bat .+:\d+:\d+|node_modules|\.next|\/work\/|Error:/);
  }
}

test("a request for `*` changes nothing and shows nothing of the server's insides", async ({ baseURL, request }) => {
  // The counts are the whole database's, and other workers' tests write to it meanwhile. A row the
  // requests wrote would appear every time; a neighbour's write does not line up with every try.
  let unchanged = false;
  for (let attempt = 0; attempt < 3 && !unchanged; attempt++) {
    const before = await rowCounts();
    await sendAsteriskRequests(baseURL!);
    unchanged = JSON.stringify(await rowCounts()) === JSON.stringify(before);
  }
  expect(unchanged, "users, sessions and audit rows unchanged around the requests, in one of three tries").toBe(true);
  expect((await request.get("/about")).status()).toBe(200);
});
