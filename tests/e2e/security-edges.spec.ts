// The edges fail safe: each case sends exactly the request an attacker or a broken client would,
// straight to the built app, and checks the status, that no stack trace leaks, and, where
// something could change, that nothing did.
import http from "node:http";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { signInAs } from "./support/accounts";
import { sql } from "./support/database";
import { expectNoInternals } from "./support/internals";
import { actionId } from "./support/server-actions";

const quizActionId = () => actionId("lib/quiz/actions.ts", "submitQuizAction");
const ALL_A = JSON.stringify([Array.from({ length: 12 }, () => "A")]);

function siteOrigin(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("baseURL is not configured");
  return new URL(baseURL).origin;
}

function actionHeaders(origin: string | undefined, contentType = "text/plain;charset=UTF-8"): Record<string, string> {
  return { "Next-Action": quizActionId(), "Content-Type": contentType, Accept: "text/x-component", ...(origin === undefined ? {} : { Origin: origin }) };
}

/** One request over plain HTTP with exactly these headers (Playwright's client sets its own Host). */
function rawRequest(baseURL: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(path, baseURL),
      { method, headers: { Connection: "close", ...headers }, setHost: !("Host" in headers) },
      (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (text += chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** A refusal is a short sentence: no stack trace, no framework error page. */
async function expectPlainRefusal(response: APIResponse, status: number) {
  expect(response.status()).toBe(status);
  const body = await response.text();
  expect(body.length).toBeLessThan(300);
  expect(body).not.toMatch(/\bat [\w.<>]+ \(|Error:|digest/);
}

/** What a signed-in person's quiz could have written: their quiz results and the guides on their shelf. */
async function quizTraces(email: string): Promise<number> {
  const { rows } = await sql<{ count: string }>(
    `SELECT (SELECT count(*) FROM quiz_results q JOIN users u ON u.id = q.user_id WHERE u.email = $1)
          + (SELECT count(*) FROM user_guides g JOIN users u ON u.id = g.user_id WHERE u.email = $1) AS count`,
    [email],
  );
  return Number(rows[0]?.count);
}

/** Garbage in React's own action encoding: the framework's to parse; the shop only makes sure nothing changes and nothing leaks. */
async function expectNoEffect(page: Page, email: string, response: APIResponse, what: string) {
  expect(response.status(), `${what}: answered`).toBeLessThan(600);
  expectNoInternals(await response.text(), what);
  expect(await quizTraces(email), `${what}: nothing written`).toBe(0);
}

test.describe("garbage in the framework's own protocol changes nothing and shows nothing of the server", () => {
  test("server-action bodies React cannot decode, sent by a signed-in person to the quiz action", async ({ page }) => {
    test.setTimeout(120_000);
    const email = await signInAs(page, "Garbage");
    const garbage: [string, Parameters<typeof page.request.post>[1]][] = [
      ["not JSON", { headers: actionHeaders(siteOrigin()), data: "not json{" }],
      ["JSON nested 5000 deep", { headers: actionHeaders(siteOrigin()), data: "[".repeat(5000) + "]".repeat(5000) }],
      ["a root that is not an argument list", { headers: actionHeaders(siteOrigin()), data: '"x"' }],
      ["a reference to a missing part", { headers: actionHeaders(siteOrigin()), data: '["$1"]' }],
      ["an unknown reference", { headers: actionHeaders(siteOrigin()), data: '["$Z"]' }],
      ["a BigInt that is not a number", { headers: actionHeaders(siteOrigin()), data: '["$nabc"]' }],
      ["multipart without its argument list", { headers: { "Next-Action": quizActionId(), Origin: siteOrigin() }, multipart: { "1_email": "x@example.com" } }],
      ["broken multipart", { headers: actionHeaders(siteOrigin(), "multipart/form-data; boundary=nothing-follows"), data: "--nothing-follows\r\ngarbage" }],
      [
        "a form without JavaScript with malformed bound arguments",
        { headers: { Origin: siteOrigin() }, multipart: { $ACTION_REF_1: "", "$ACTION_1:0": '{"id":"x","bound":"$@1"}', "$ACTION_1:1": "[[[" } },
      ],
    ];
    for (const [what, options] of garbage) {
      await expectNoEffect(page, email, await page.request.post("/quiz", { ...options, maxRedirects: 0, timeout: 20_000 }), what);
    }
    // The same person's well-formed call goes through: the calls above reached the action's page.
    const wellFormed = await page.request.post("/quiz", { headers: actionHeaders(siteOrigin()), data: ALL_A });
    expect(wellFormed.status()).toBe(200);
    expect(await quizTraces(email)).toBeGreaterThan(0);
  });
});

test.describe("the shop's own limits", () => {
  test("a multipart body that does not parse is a 400 with a sentence, on any page, with an action id or without", async ({ request }) => {
    for (const path of ["/quiz", "/about", "/shelf", "/guides/quantum-focus"]) {
      for (const headers of [{ "Next-Action": quizActionId() }, {}] as Record<string, string>[]) {
        for (const [contentType, data] of [
          ["multipart/form-data; boundary=x", "garbage"],
          ["multipart/form-data", "--x\r\n\r\n"],
        ]) {
          const response = await request.post(path, { headers: { ...headers, Origin: siteOrigin(), "Content-Type": contentType! }, data, maxRedirects: 0 });
          await expectPlainRefusal(response, 400);
        }
      }
    }
  });
  test("a signed-in person's action body over 1 MB is a 413, declared or not, and changes nothing", async ({ page }) => {
    test.setTimeout(90_000);
    const email = await signInAs(page, "Oversize");
    // Answers the quiz action would save, padded past the limit with an argument it ignores.
    const big = JSON.stringify([Array.from({ length: 12 }, () => "A"), "x".repeat(1024 * 1024 + 10)]);
    await expectPlainRefusal(await page.request.post("/quiz", { headers: actionHeaders(siteOrigin()), data: big }), 413);

    // Sent in chunks without a Content-Length, so the size is only known while reading.
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    const url = new URL("/quiz", siteOrigin());
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = http.request(
        url,
        { method: "POST", headers: { ...actionHeaders(siteOrigin()), Cookie: cookie, "Transfer-Encoding": "chunked" } },
        (incoming) => {
          incoming.resume();
          resolve(incoming.statusCode ?? 0);
        },
      );
      outgoing.on("error", reject);
      const chunk = "x".repeat(64 * 1024);
      outgoing.write(`[${JSON.stringify(Array.from({ length: 12 }, () => "A"))},"`);
      for (let i = 0; i < 24; i++) outgoing.write(chunk);
      outgoing.end('"]');
    });
    expect(status).toBe(413);
    expect(await quizTraces(email)).toBe(0);
  });
});

test.describe("cross-site requests are refused with 403", () => {
  test("a signed-in person's quiz action posted from another site, from `null` or without an Origin changes nothing", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, "Csrf");
    for (const origin of ["https://evil.example", "null", undefined]) {
      const response = await page.request.post("/quiz", { headers: actionHeaders(origin), data: ALL_A });
      await expectPlainRefusal(response, 403);
    }
    await page.goto("/shelf");
    await expect(page.getByTestId("shelf-card").first()).toBeAttached();
    await expect(page.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(0);

    // The same call from the shop's own origin goes through: the refusals above were about the origin.
    const sameSite = await page.request.post("/quiz", { headers: actionHeaders(siteOrigin()), data: ALL_A });
    expect(sameSite.status()).toBe(200);
    await page.reload();
    await expect(page.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(1);
  });

  test("a cross-site POST to a page that is not an action is refused too", async ({ request }) => {
    await expectPlainRefusal(await request.post("/about", { headers: { Origin: "https://evil.example" }, form: { a: "b" } }), 403);
    await expectPlainRefusal(await request.post("/about", { headers: { Origin: "null", "Content-Type": "text/plain" }, data: "a=b" }), 403);
  });

  test("/api/not-found takes reports from the shop's pages only, and small ones", async ({ request }) => {
    const report = { path: "/no-such-page" };
    await expectPlainRefusal(await request.post("/api/not-found", { headers: { Origin: "https://evil.example" }, data: report }), 403);
    await expectPlainRefusal(await request.post("/api/not-found", { headers: { Origin: "null" }, data: report }), 403);
    await expectPlainRefusal(await request.post("/api/not-found", { data: report }), 403);
    await expectPlainRefusal(await request.delete("/api/not-found", { headers: { Origin: "https://evil.example" } }), 403);
    expect((await request.post("/api/not-found", { headers: { Origin: siteOrigin() }, data: report })).status()).toBe(204);
    expect((await request.post("/api/not-found", { headers: { Origin: siteOrigin() }, data: { path: "x".repeat(20_000) } })).status()).toBe(413);
    expect((await request.post("/api/not-found", { headers: { Origin: siteOrigin(), "Content-Type": "application/json" }, data: "{" })).status()).toBe(400);
  });

  test("an action whose X-Forwarded-Host is not its Origin's host is refused with 403, as Next's own check would refuse it, and a list of hosts with 400", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = await signInAs(page, "Forwarded");
    const refused = await page.request.post("/quiz", { headers: { ...actionHeaders(siteOrigin()), "X-Forwarded-Host": "evil.example" }, data: ALL_A });
    await expectPlainRefusal(refused, 403);
    // A list of hosts is no host, with or without spaces: refused before the origin rule, which reads the first.
    const listed = await page.request.post("/quiz", {
      headers: { ...actionHeaders("http://evil.example"), "X-Forwarded-Host": `evil.example,${new URL(siteOrigin()).host}` },
      data: ALL_A,
    });
    await expectPlainRefusal(listed, 400);
    expect(await listed.text()).toBe("Bad request: malformed X-Forwarded-Host header.\n");
    expect(await quizTraces(email)).toBe(0);
    // Where a reverse proxy forwards the public host, an action from that host's pages goes through.
    const forwarded = await page.request.post("/quiz", {
      headers: { ...actionHeaders("http://shop.example"), "X-Forwarded-Host": "shop.example" },
      data: ALL_A,
    });
    expect(forwarded.status()).toBe(200);
    expect(await quizTraces(email)).toBeGreaterThan(0);
  });

  test("Auth.js's own endpoints refuse other sites, and keep checking their CSRF token otherwise", async ({ request }) => {
    await expectPlainRefusal(await request.post("/api/auth/signout", { headers: { Origin: "https://evil.example" }, form: { csrfToken: "x" } }), 403);
    // Without an Origin (not a browser) Auth.js itself refuses the missing CSRF token: no sign-out, no 500.
    const withoutOrigin = await request.post("/api/auth/signout", { form: { csrfToken: "forged" }, maxRedirects: 0 });
    expect(withoutOrigin.status()).toBeGreaterThanOrEqual(300);
    expect(withoutOrigin.status()).toBeLessThan(500);
    expect(withoutOrigin.headers()["location"] ?? "").toContain("MissingCSRF");
  });

  test("the Stripe webhook is not judged by Origin: it answers its own signature check", async ({ request }) => {
    const response = await request.post("/api/webhooks/stripe", {
      headers: { Origin: "https://evil.example", "Stripe-Signature": "t=1,v1=forged" },
      data: "{}",
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid webhook signature" });
  });
});

test.describe("malformed paths and hosts get a 400", () => {
  test("a malformed % escape in a path is a 400, on every dynamic route", async ({ request }) => {
    for (const path of [
      "/guides/%ZZ",
      "/guides/%FF",
      "/sandbox/checkout/%ZZ",
      "/dev/mailbox/%",
      "/covers/%ZZ",
      "/api/guides/%ZZ/download",
      "/api/files/%E0%A4%A",
    ]) {
      await expectPlainRefusal(await request.get(path), 400);
    }
    // A well-formed escape is just an unknown guide.
    const escaped = await request.get("/guides/caf%C3%A9");
    expect(escaped.status()).toBe(404);
    expect(await escaped.text()).toContain("Guide not found");
  });

  test("a malformed Host, X-Forwarded-Host or X-Forwarded-Proto is a 400 on per-request pages, router requests, actions and every route", async ({
    baseURL,
  }) => {
    const cron = { Authorization: `Bearer ${process.env.CRON_SECRET}` };
    const requests: [string, string, Record<string, string>, string?][] = [
      ["GET", "/api/me", {}],
      ["GET", "/api/health", {}],
      ["GET", "/login", { Accept: "text/html" }],
      ["POST", "/cart", { ...actionHeaders(siteOrigin()) }, ALL_A],
      ["GET", "/shelf", { RSC: "1" }],
      ["POST", "/quiz", { ...actionHeaders("http://a b") }, ALL_A],
      ["POST", "/api/webhooks/stripe", { "Stripe-Signature": "t=1,v1=forged", "Content-Type": "application/json" }, "{}"],
      ["GET", "/api/cron/scheduled-emails", cron],
      ["PUT", "/api/admin/uploads/power_001/desktop", { Origin: siteOrigin(), "Content-Type": "application/pdf" }, "%PDF-1.4"],
    ];
    for (const [method, path, headers, body] of requests) {
      for (const bad of [{ Host: "a b" }, { "X-Forwarded-Host": "a b" }, { "X-Forwarded-Proto": "a b" }] as Record<string, string>[]) {
        const response = await rawRequest(baseURL!, method, path, { ...headers, ...bad }, body);
        expect(response.status, `${method} ${path} ${JSON.stringify(bad)}`).toBe(400);
        expect(response.body).toMatch(/^Bad request: malformed (Host|X-Forwarded-Host|X-Forwarded-Proto) header\.\n$/);
      }
    }
    // A catalogue page is the same bytes for every host (nothing of it is per request): served as usual,
    // and a POST there that is not an action changes nothing (405), whatever its Origin.
    const about = await rawRequest(baseURL!, "GET", "/about", { Accept: "text/html" });
    for (const bad of [{ Host: "a b" }, { "X-Forwarded-Host": "a b" }, { "X-Forwarded-Proto": "a b" }] as Record<string, string>[]) {
      const response = await rawRequest(baseURL!, "GET", "/about", { Accept: "text/html", ...bad });
      expect(response.status, `GET /about ${JSON.stringify(bad)}`).toBe(200);
      expect(response.body).toBe(about.body);
    }
    for (const headers of [{ Origin: "https://evil.example", "Content-Length": "3" }, { "Transfer-Encoding": "chunked" }] as Record<string, string>[]) {
      expect((await rawRequest(baseURL!, "POST", "/about", headers, "a=1")).status, JSON.stringify(headers)).toBe(405);
    }
    // So are the public files, which the proxy leaves to Next too; one that does not exist is a 404.
    for (const path of ["/covers/power_001.svg", "/robots.txt", "/icon.svg", "/covers/no-such-guide.svg"]) {
      const usual = await rawRequest(baseURL!, "GET", path, {});
      expect(usual.status, path).toBe(path.includes("no-such") ? 404 : 200);
      for (const bad of [{ Host: "a b" }, { "X-Forwarded-Host": "a b" }, { "X-Forwarded-Proto": "a b" }] as Record<string, string>[]) {
        const response = await rawRequest(baseURL!, "GET", path, bad);
        expect(response.status, `GET ${path} ${JSON.stringify(bad)}`).toBe(usual.status);
        expect(response.body, `GET ${path} ${JSON.stringify(bad)}`).toBe(usual.body);
      }
    }
    // A well-formed host of an unusual shape (an IPv6 literal) is served as usual.
    const port = new URL(baseURL!).port;
    expect((await rawRequest(baseURL!, "GET", "/api/me", { Host: `[::1]:${port}` })).status).toBe(401);
    expect((await rawRequest(baseURL!, "GET", "/about", { Host: `[::1]:${port}`, Accept: "text/html" })).status).toBe(200);
    expect((await rawRequest(baseURL!, "GET", "/api/cron/scheduled-emails", { "X-Forwarded-Proto": "https" })).status).toBe(401);
  });
});

test("a garbage Next-Router-State-Tree header on a router request shows nothing of the server", async ({ request }) => {
  const garbage = [
    ["/about", "garbage"],
    ["/guides/quantum-focus", "%ZZ"],
    ["/", '["",{}]'],
    ["/shelf", "%5B%22%22"],
    ["/faq", "%5Bx%5D"],
    ["/contact", "%5B%5D"],
    ["/cart", "%5B%22%C3%22%2C%7B%7D%5D"],
  ];
  for (const [path, tree] of garbage) {
    const response = await request.get(path!, { headers: { "Next-Router-State-Tree": tree!, RSC: "1" }, maxRedirects: 0 });
    expect(response.status(), `${path} ${tree}`).toBeLessThan(600);
    expectNoInternals(await response.text(), `${path} ${tree}`);
  }
  // A well-formed tree, even of another page, is answered as usual.
  const otherTree = encodeURIComponent(JSON.stringify(["x", { children: ["y", {}] }, null, null]));
  const answered = await request.get("/about", { headers: { "Next-Router-State-Tree": otherTree, RSC: "1" } });
  expect(answered.status()).toBe(200);
  expect(answered.headers()["content-type"]).toContain("text/x-component");
  // Without `RSC: 1` Next does not read the header: the page renders as usual.
  expect((await request.get("/about", { headers: { "Next-Router-State-Tree": "garbage" } })).status()).toBe(200);
});

test("a forged start-up warm-up key shows a visitor the shelf's sign-in page, never a collection", async ({ request }) => {
  // The key is made when the server starts and forgotten once its warm-up is done (lib/warm-up.ts).
  for (const key of ["", "warm-up", "A".repeat(43), "x".repeat(4096)]) {
    const response = await request.get("/shelf", { headers: { Accept: "text/html", "X-Warm-Up-Key": key } });
    expect(response.status(), key.slice(0, 20)).toBe(200);
    const html = await response.text();
    expect(html, key.slice(0, 20)).toContain("A home for every guide you collect");
    expect(html, key.slice(0, 20)).not.toContain(`data-testid="shelf-card"`);
  }
});

test.describe("security headers", () => {
  test("pages carry a CSP whose nonce is on every inline script but React's hashed one", async ({ request }) => {
    // A page rendered per request (the prerendered catalogue has its fixed policy: next test).
    const response = await request.get("/login", { headers: { Accept: "text/html" } });
    expect(response.status()).toBe(200);
    const policy = response.headers()["content-security-policy"] ?? "";
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain("'unsafe-inline' 'self'");
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();

    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(2);
    for (const [, attributes, content] of inline) {
      if (attributes?.includes(`nonce="${nonce}"`)) continue;
      const { createHash } = await import("node:crypto");
      expect(scriptSrc, `inline script without nonce: ${content?.slice(0, 60)}`).toContain(
        `'sha256-${createHash("sha256")
          .update(content ?? "")
          .digest("base64")}'`,
      );
    }

    const again = await request.get("/login", { headers: { Accept: "text/html" } });
    expect(again.headers()["content-security-policy"]).not.toBe(policy);
  });

  test("the prerendered catalogue carries a fixed policy: its own inline scripts allowed, nothing else loosened, nothing from the request in the page", async ({
    request,
  }) => {
    const first = await request.get("/guides/quantum-focus?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E", { headers: { Accept: "text/html" } });
    const second = await request.get("/guides/quantum-focus", { headers: { Accept: "text/html" } });
    const policy = first.headers()["content-security-policy"] ?? "";
    expect(second.headers()["content-security-policy"]).toBe(policy);
    const directives = new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive]));
    expect(directives.get("script-src")).toBe("script-src 'self' 'unsafe-inline'");
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "connect-src 'self'",
    ]) {
      expect(directives.get(directive.split(" ")[0])).toBe(directive);
    }
    // Nothing from the address is ever markup in the page.
    const html = await first.text();
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  test("HSTS on every answer; pages rendered per request upgrade insecure requests over https", async ({ request }) => {
    for (const path of ["/about", "/login"]) {
      const overHttp = await request.get(path, { headers: { Accept: "text/html" } });
      expect(overHttp.headers()["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
    }
    const overHttps = await request.get("/login", { headers: { "X-Forwarded-Proto": "https", Accept: "text/html" } });
    expect(overHttps.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect((await request.get("/login", { headers: { Accept: "text/html" } })).headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    // The catalogue's fixed policy is the same whichever way the page came.
    const catalogue = await request.get("/about", { headers: { "X-Forwarded-Proto": "https", Accept: "text/html" } });
    expect(catalogue.headers()["content-security-policy"]).toBe(
      (await request.get("/about", { headers: { Accept: "text/html" } })).headers()["content-security-policy"],
    );
  });
});
