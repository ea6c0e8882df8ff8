// The local tools, called directly over HTTP: the local mailbox and the
// sandbox checkout open only for the local key holder, an admin, and (a checkout) its buyer;
// everyone else gets a 404 with nothing in it, and the checkout's actions change nothing for them.
import { expect, test, type APIRequestContext, type APIResponse, type Browser, type Page } from "@playwright/test";
import { signInAs, signUpUnconfirmed } from "./support/accounts";
import { latestEmail, linkContaining, localToolsKey, mailboxKeyLink, openMailbox } from "./support/mailbox";
import { gotoSettled } from "./support/network";

// Sign-ups, confirmations and a hosted checkout per test.
test.describe.configure({ timeout: 120_000 });

/** scripts/test.mjs lists this address in ADMIN_EMAILS for this file. */
const ADMIN_EMAIL = "local-tools-admin@reader.test";
const LOCAL_TOOLS_COOKIE = "local_tools_key";

async function personInNewBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** A 404 that carries none of the given secrets. */
async function expectHiddenNotFound(response: APIResponse, secrets: string[]) {
  expect(response.status(), response.url()).toBe(404);
  const body = await response.text();
  for (const secret of secrets) expect(body.includes(secret), `${response.url()} reveals ${secret}`).toBe(false);
}

test("the mailbox, its messages and its JSON twin are a 404 for visitors, wrong keys and non-admins; the printed key link opens them", async ({
  page,
  request,
  playwright,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL;
  // A victim's confirmation e-mail sits in the outbox.
  const victim = await signUpUnconfirmed(page, "Vic");
  const message = await latestEmail(request, victim, "auth_signup");
  const token = new URL(linkContaining(message, "/auth/confirm?token=")).searchParams.get("token") ?? "";
  expect(token.length).toBeGreaterThan(20);
  const secrets = [victim, token];
  const paths = [
    "/dev/mailbox",
    `/dev/mailbox?to=${encodeURIComponent(victim)}`,
    `/dev/mailbox/${message.id}`,
    `/dev/mailbox/latest?to=${encodeURIComponent(victim)}&type=auth_signup`,
  ];

  // A visitor.
  const visitor = await playwright.request.newContext({ baseURL });
  for (const path of paths) await expectHiddenNotFound(await visitor.get(path), secrets);

  // Wrong keys: in the link, in the cookie, as a bearer token. The link sets no cookie.
  const wrongLink = await visitor.get("/dev/mailbox?key=not-the-key-not-the-key-not-the-key", { maxRedirects: 0 });
  await expectHiddenNotFound(wrongLink, secrets);
  expect(wrongLink.headers()["set-cookie"]).toBeUndefined();
  const almost = localToolsKey().slice(0, -1) + (localToolsKey().endsWith("A") ? "B" : "A");
  const wrongCookie = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: `${LOCAL_TOOLS_COOKIE}=${almost}`, Authorization: `Bearer ${almost}` },
  });
  for (const path of paths) await expectHiddenNotFound(await wrongCookie.get(path), secrets);

  // A signed-in customer who is not an admin.
  const customer = await personInNewBrowser(browser);
  await signInAs(customer, "Cai");
  for (const path of paths) await expectHiddenNotFound(await customer.request.get(path), secrets);

  // The key link: an httpOnly cookie, and the same page again without the key in the address.
  const keyHolder = await playwright.request.newContext({ baseURL });
  const link = await keyHolder.get(mailboxKeyLink(), { maxRedirects: 0 });
  expect(link.status()).toBe(303);
  expect(link.headers()["location"]).toMatch(/\/dev\/mailbox$/);
  const cookie = link.headers()["set-cookie"] ?? "";
  expect(cookie).toContain(`${LOCAL_TOOLS_COOKIE}=`);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=(Lax|Strict)/i);
  const list = await keyHolder.get("/dev/mailbox");
  expect(list.status()).toBe(200);
  expect(await list.text()).toContain(victim);
  const opened = await keyHolder.get(`/dev/mailbox/${message.id}`);
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toContain(token);
  const latest = await keyHolder.get(`/dev/mailbox/latest?to=${encodeURIComponent(victim)}&type=auth_signup`);
  expect(latest.status()).toBe(200);
  expect(((await latest.json()) as { id: string }).id).toBe(message.id);
  // The JSON route also takes the key as a bearer token, for scripts.
  const bearer = await visitor.get(`/dev/mailbox/latest?to=${encodeURIComponent(victim)}&type=auth_signup`, {
    headers: { Authorization: `Bearer ${localToolsKey()}` },
  });
  expect(bearer.status()).toBe(200);

  // Unknown and malformed message ids are a real 404 for the key holder too.
  for (const id of ["cunknownmessage000000000000", "not-an-id!", "x"]) {
    expect((await keyHolder.get(`/dev/mailbox/${encodeURIComponent(id)}`)).status(), id).toBe(404);
  }

  // An admin session opens the mailbox without the key.
  const admin = await personInNewBrowser(browser);
  await signInAs(admin, "Ada", ADMIN_EMAIL);
  expect((await admin.request.get("/dev/mailbox")).status()).toBe(200);
  const adminMessage = await admin.request.get(`/dev/mailbox/${message.id}`);
  expect(adminMessage.status()).toBe(200);
  expect(await adminMessage.text()).toContain(token);

  await Promise.all([visitor.dispose(), wrongCookie.dispose(), keyHolder.dispose(), customer.context().close(), admin.context().close()]);
});

type CheckoutForm = { sessionId: string; payActionId: string; cancelActionId: string };

/** The action ids and session id a checkout page renders into its forms (the same for every visitor of this build). */
async function readCheckoutForm(owner: Page, path: string): Promise<CheckoutForm> {
  const html = await (await owner.request.get(path)).text();
  const cancelActionId = /name="\$ACTION_ID_([0-9a-f]+)"/.exec(html)?.[1];
  const payActionId = /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1];
  const sessionId = /name="sessionId" value="(cs_sandbox_[0-9a-f]+)"/.exec(html)?.[1];
  expect(cancelActionId && payActionId && sessionId, "the checkout page renders its forms").toBeTruthy();
  return { sessionId: sessionId!, payActionId: payActionId!, cancelActionId: cancelActionId! };
}

/**
 * A server-action call as the page's own script makes it: the Next-Action header, and the
 * arguments as React encodes them: the FormData argument's fields under the prefix "_1_", then
 * the argument list "0" referencing it as "$K1" (last: the server decodes the stream in order).
 */
function postAction(client: APIRequestContext, path: string, actionId: string, leading: unknown[], fields: Record<string, string>): Promise<APIResponse> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append("0", JSON.stringify([...leading, "$K1"]));
  return client.post(path, {
    headers: { "Next-Action": actionId, Accept: "text/x-component", Origin: test.info().project.use.baseURL ?? "" },
    multipart: body,
    maxRedirects: 0,
  });
}

function postPayAction(client: APIRequestContext, path: string, form: CheckoutForm): Promise<APIResponse> {
  const card = { sessionId: form.sessionId, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Card Holder" };
  return postAction(client, path, form.payActionId, [{ status: "idle" }], card);
}

test("a sandbox checkout is a 404 for anyone but its buyer, the key holder and admins, and its actions change nothing for them", async ({
  page,

  playwright,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL;
  await signInAs(page, "Bea");
  await gotoSettled(page, "/guides/starting-is-a-spell");
  await page.getByRole("button", { name: "Buy & Download - $6" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_[0-9a-f]{24}$/);
  const path = new URL(page.url()).pathname;
  const form = await readCheckoutForm(page, path);
  // The address holds the session id (the caller sent it); the order itself must not show.
  const secrets = ["Starting is a Spell", "Pay with card", "$6.00"];

  // A visitor and another signed-in customer.
  const visitor = await playwright.request.newContext({ baseURL });
  await expectHiddenNotFound(await visitor.get(path), secrets);
  const eve = await personInNewBrowser(browser);
  await signInAs(eve, "Eve");
  await expectHiddenNotFound(await eve.request.get(path), secrets);

  // Unknown and malformed sessions are a real 404, also for the key holder.
  const keyHolder = await playwright.request.newContext({ baseURL });
  await openMailbox(keyHolder);
  for (const id of ["cs_sandbox_000000000000000000000000", "nope"]) {
    expect((await keyHolder.get(`/sandbox/checkout/${id}`)).status(), id).toBe(404);
  }
  // A malformed % escape is a bad request before any lookup (lib/http/request-guard.ts).
  expect((await keyHolder.get("/sandbox/checkout/cs_sandbox_%ZZ")).status()).toBe(400);
  // The key holder may open the buyer's checkout.
  const keyed = await keyHolder.get(path);
  expect(keyed.status()).toBe(200);
  expect(await keyed.text()).toContain("Starting is a Spell");

  // Eve and a visitor call the pay and cancel actions directly with the test card: refused.
  for (const intruder of [eve.request, visitor]) {
    const paid = await postPayAction(intruder, path, form);
    expect(paid.status(), "the pay action answers, without a server error").toBe(200);
    expect(await paid.text()).toContain("This checkout session is no longer active.");
    const cancelled = await postAction(intruder, path, form.cancelActionId, [], { sessionId: form.sessionId });
    expect(cancelled.status()).toBeLessThan(500);
  }
  // Called with a JSON body instead of form data, the actions answer the error state: no 500.
  const json = await eve.request.post(path, {
    headers: { "Next-Action": form.payActionId, Accept: "text/x-component", Origin: baseURL ?? "", "Content-Type": "text/plain;charset=UTF-8" },
    data: JSON.stringify([{ status: "idle" }, { sessionId: form.sessionId, cardNumber: "4242424242424242", expiry: "12 / 34", cvc: "123", name: "Eve" }]),
    maxRedirects: 0,
  });
  expect(json.status()).toBe(200);
  expect(await json.text()).toContain("This checkout session is no longer active.");
  const jsonCancel = await eve.request.post(path, {
    headers: { "Next-Action": form.cancelActionId, Accept: "text/x-component", Origin: baseURL ?? "", "Content-Type": "text/plain;charset=UTF-8" },
    data: JSON.stringify([{ sessionId: form.sessionId }]),
    maxRedirects: 0,
  });
  expect(jsonCancel.status()).toBeLessThan(500);

  // Nothing changed: the buyer's checkout is still open, and her shelf is empty.
  await page.reload();
  await expect(page.getByRole("button", { name: /^Pay \$6\.00$/ })).toBeVisible();
  await page.goto("/shelf");
  await page.keyboard.press("Escape");
  await expect(page.locator('[data-testid="shelf-card"][data-owned="true"]')).toHaveCount(0);

  // The same call from the buyer pays (so the refusals above were refusals, not malformed calls).
  const own = await postPayAction(page.request, path, form);
  expect(own.status()).toBe(200);
  await page.goto(path);
  await expect(page.getByText("This checkout session is no longer active.")).toBeVisible();
  await expect(page.getByText("It has already been paid.")).toBeVisible();

  await Promise.all([visitor.dispose(), keyHolder.dispose(), eve.context().close()]);
});
