import { describe, expect, it } from "vitest";
import { localToolsLink, serveHost } from "./local-tools.mjs";

describe("npm start's address (unreachable from other machines by default)", () => {
  it("binds loopback unless HOSTNAME is set", () => {
    expect(serveHost({})).toBe("localhost");
    expect(serveHost({ HOSTNAME: "" })).toBe("localhost");
    expect(serveHost({ HOSTNAME: "  " })).toBe("localhost");
    expect(serveHost({ HOSTNAME: "0.0.0.0" })).toBe("0.0.0.0");
  });
});

describe("the local tools link npm start prints", () => {
  const key = "k".repeat(43);

  it("opens the mailbox with the key on the shop's own origin", () => {
    expect(localToolsLink({ LOCAL_TOOLS_KEY: key })).toBe(`http://localhost:3000/dev/mailbox?key=${key}`);
    expect(localToolsLink({ LOCAL_TOOLS_KEY: key, PORT: "4000" })).toBe(`http://localhost:4000/dev/mailbox?key=${key}`);
    expect(localToolsLink({ LOCAL_TOOLS_KEY: key, SITE_URL: "http://127.0.0.1:8080/" })).toBe(`http://127.0.0.1:8080/dev/mailbox?key=${key}`);
  });

  it("is not printed when e-mail is real or there is no key", () => {
    expect(localToolsLink({ LOCAL_TOOLS_KEY: key, RESEND_API_KEY: "re_123" })).toBeNull();
    expect(localToolsLink({})).toBeNull();
  });
});
