import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "./password-limits";
import { newPasswordProblem } from "./password-policy";

describe("the rule for a new password", () => {
  it("refuses passwords of the common-password list, whatever their case", () => {
    for (const password of ["123456", "password", "qwertyuiop", "11111111", "password1", "password123", "iloveyou", "PassWord1", "QWERTYUIOP", "letmein1"]) {
      const expected = password.length < 8 ? PASSWORD_MESSAGES.tooShort : PASSWORD_MESSAGES.tooCommon;
      expect(newPasswordProblem(password), password).toBe(expected);
    }
  });

  it("refuses a character or a short group repeated, and runs of letters or digits, that the list does not hold", () => {
    for (const password of [
      "1111111111",
      "zzzzzzzzzzzz",
      "ZZZZzzzzZZZZ",
      "€€€€€€€€",
      "xyxyxyxyxy",
      "4o4o4o4o4o4o",
      "abcdabcdab",
      "abcdefghij",
      "ZYXWVUTSRQ",
      "7890123456",
      "6543210987",
    ]) {
      expect(newPasswordProblem(password), password).toBe(PASSWORD_MESSAGES.tooPredictable);
    }
  });

  it("refuses fewer than 8 characters with the length message, counting characters as a person does", () => {
    expect(newPasswordProblem("")).toBe(PASSWORD_MESSAGES.tooShort);
    expect(newPasswordProblem("k7#vQ2m")).toBe(PASSWORD_MESSAGES.tooShort);
    expect(PASSWORD_MESSAGES.tooShort).toBe("Password must be at least 8 characters long.");
    // Four emoji are eight UTF-16 units but four characters.
    expect(newPasswordProblem("🌵🦉🎈🧭")).toBe(PASSWORD_MESSAGES.tooShort);
    expect(newPasswordProblem("k7#vQ2m9")).toBeNull();
  });

  it("accepts a long unusual passphrase, with no rule on digits, capitals or symbols", () => {
    expect(newPasswordProblem("walrus tangerine on a bicycle")).toBeNull();
    expect(newPasswordProblem("cobalt-lantern-marsh")).toBeNull();
    expect(newPasswordProblem("ночной трамвай у моря")).toBeNull();
  });

  it("accepts 64 characters and more, up to the 128 accepted before, and refuses longer", () => {
    const phrase = "the quiet heron waits where the river bends under the old stone bridge at dusk, counting the barges";
    expect(phrase.length).toBeGreaterThan(64);
    expect(newPasswordProblem(phrase.slice(0, 64))).toBeNull();
    expect(newPasswordProblem(phrase)).toBeNull();
    const longest = phrase.padEnd(128, " and the moon rises");
    expect(longest).toHaveLength(128);
    expect(newPasswordProblem(longest)).toBeNull();
    expect(newPasswordProblem(`${longest}x`)).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it("tells the common list from a password that only contains a listed one", () => {
    expect(newPasswordProblem("password")).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(newPasswordProblem("password is not my password, a heron is")).toBeNull();
  });
});
