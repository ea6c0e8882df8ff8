import { describe, expect, it } from "vitest";
import { checkFetchActionBody, checkFormActionBody, isFormActionSubmission, jsonNestingExceeds } from "./server-action-body";

const text = (body: string) => checkFetchActionBody("text/plain;charset=UTF-8", new TextEncoder().encode(body));
const multipart = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  return checkFetchActionBody("multipart/form-data; boundary=x", new Uint8Array(0), form);
};

describe("server-action bodies", () => {
  it("accepts what React's client sends for the shop's actions", () => {
    expect(text('["quantum-focus"]')).toEqual({ ok: true });
    expect(text('[{"q1":"a","q2":["b","c"]},"$undefined","$D2025-01-01T00:00:00.000Z","$$5 off","$n12345678901234567890"]')).toEqual({ ok: true });
    expect(text('["$T",{"nested":"$T"}]')).toEqual({ ok: true });
    expect(
      multipart([
        ["0", '["$K1"]'],
        ["1_email", "reader@example.com"],
        ["1_message", "[[[[not json"],
      ]),
    ).toEqual({ ok: true });
  });

  it("refuses text that is not JSON, or not UTF-8", () => {
    expect(text("not json{")).toMatchObject({ ok: false, message: "Arguments are not valid JSON." });
    expect(checkFetchActionBody("text/plain", new Uint8Array([0x5b, 0xff, 0x5d]))).toMatchObject({ ok: false, message: "Arguments are not valid UTF-8." });
  });

  it("refuses deep nesting before parsing it", () => {
    const deep = "[".repeat(5000) + "]".repeat(5000);
    expect(text(deep)).toMatchObject({ ok: false, message: "Arguments are nested more than 64 levels deep." });
    expect(jsonNestingExceeds('["[[[[[[[[", {"a": "{{{{{"}]', 2)).toBe(false);
    expect(jsonNestingExceeds('["\\"[[[[[[["]', 1)).toBe(false);
    expect(jsonNestingExceeds("[[[]]]", 2)).toBe(true);
  });

  it("refuses a root that is not an argument list, or too many arguments", () => {
    expect(text('"x"')).toMatchObject({ ok: false, message: "Arguments must be a list." });
    expect(text("{}")).toMatchObject({ ok: false, message: "Arguments must be a list." });
    expect(text(JSON.stringify(Array.from({ length: 1001 }, () => 1)))).toMatchObject({ ok: false, message: "At most 32 arguments are accepted." });
  });

  it("refuses references to other parts of the body, which the decoder fails on when they are missing", () => {
    for (const reference of ["$1", "$@1", "$Q1", "$W2", "$h1", "$i1", "$B1", "$R1", "$Z", "$", "$0:a:b", "$nabc", "$A1"]) {
      expect(text(JSON.stringify([{ value: [reference] }])), reference).toMatchObject({ ok: false });
    }
    expect(text('[{"a:b":"$T"}]')).toMatchObject({ ok: false });
  });

  it("needs the argument list as part 0 of a multipart body", () => {
    expect(multipart([["1_email", "x"]])).toMatchObject({ ok: false, message: "The argument list (part 0) is missing." });
    expect(multipart([["0", "[[[["]])).toMatchObject({ ok: false, message: "Arguments are not valid JSON." });
  });
});

describe("forms posted without JavaScript", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [key, value] of entries) data.append(key, value);
    return data;
  };

  it("recognises action submissions and checks the bound-argument form", () => {
    expect(
      isFormActionSubmission(
        form([
          ["$ACTION_ID_40ab", ""],
          ["email", "x"],
        ]),
      ),
    ).toBe(true);
    expect(isFormActionSubmission(form([["email", "x"]]))).toBe(false);
    expect(checkFormActionBody(form([["$ACTION_ID_40ab", ""]]))).toEqual({ ok: true });
    expect(
      checkFormActionBody(
        form([
          ["$ACTION_REF_1", ""],
          ["$ACTION_1:0", '{"id":"40ab","bound":"$@1"}'],
          ["$ACTION_1:1", '["guide_001"]'],
        ]),
      ),
    ).toEqual({ ok: true });
    expect(
      checkFormActionBody(
        form([
          ["$ACTION_REF_1", ""],
          ["$ACTION_1:0", '{"id":"40ab","bound":null}'],
        ]),
      ),
    ).toEqual({ ok: true });
  });

  it("refuses a malformed or incomplete bound-argument form", () => {
    expect(checkFormActionBody(form([["$ACTION_REF_1", ""]]))).toMatchObject({ ok: false });
    expect(
      checkFormActionBody(
        form([
          ["$ACTION_REF_1", ""],
          ["$ACTION_1:0", "{"],
        ]),
      ),
    ).toMatchObject({ ok: false });
    expect(
      checkFormActionBody(
        form([
          ["$ACTION_REF_1", ""],
          ["$ACTION_1:0", '{"id":"40ab","bound":"$@2"}'],
        ]),
      ),
    ).toMatchObject({ ok: false });
    expect(
      checkFormActionBody(
        form([
          ["$ACTION_REF_1", ""],
          ["$ACTION_1:0", '{"id":"40ab","bound":"$@1"}'],
          ["$ACTION_1:1", '["$T"]'],
        ]),
      ),
    ).toMatchObject({ ok: false });
  });
});
