// What a response must never show, whatever garbage the request held: a stack trace, a source file
// position, a dependency's path or the server's own directory.
import { expect } from "@playwright/test";

export function expectNoInternals(body: string, what = "response") {
  expect(body, `${what}: a stack frame`).not.toMatch(/^\s+at \S|\bat (?:async )?[\w.$<>[\]]+ \(/m);
  expect(body, `${what}: a source position`).not.toMatch(/\.[cm]?[jt]sx?:\d+|\.ts:/);
  expect(body, `${what}: a dependency's path`).not.toContain("/node_modules/");
  expect(body, `${what}: the server's directory`).not.toContain(process.cwd());
}
