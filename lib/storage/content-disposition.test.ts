import { describe, expect, it } from "vitest";
import { contentDispositionHeader } from "./content-disposition";

describe("contentDispositionHeader", () => {
  it("builds the attachment header with a quoted name and its RFC 8187 twin", () => {
    expect(contentDispositionHeader({ type: "attachment", fileName: "Emotional_Alchemy_Desktop.pdf" })).toBe(
      `attachment; filename="Emotional_Alchemy_Desktop.pdf"; filename*=UTF-8''Emotional_Alchemy_Desktop.pdf`,
    );
  });

  it("builds the inline header the same way", () => {
    expect(contentDispositionHeader({ type: "inline", fileName: "Guide-1.v2.pdf" })).toBe(`inline; filename="Guide-1.v2.pdf"; filename*=UTF-8''Guide-1.v2.pdf`);
  });

  it("strips quotes, backslashes, slashes and control characters so the header cannot be broken", () => {
    const header = contentDispositionHeader({ type: "attachment", fileName: 'a"b\\c/d\r\nSet-Cookie: x=1\u0000\u007f.pdf' });
    expect(header).toBe(`attachment; filename="abcdSet-Cookie: x=1.pdf"; filename*=UTF-8''abcdSet-Cookie%3A%20x%3D1.pdf`);
    expect(header).not.toMatch(/[\u0000-\u001f\u007f]/);
    // Exactly the two quotes around the name.
    expect(header.split('"')).toHaveLength(3);
  });

  it("keeps the quoted name ASCII and carries other characters percent-encoded in filename*", () => {
    const header = contentDispositionHeader({ type: "attachment", fileName: "Zürich's (draft)*.pdf" });
    expect(header).toBe(`attachment; filename="Z_rich's (draft)*.pdf"; filename*=UTF-8''Z%C3%BCrich%27s%20%28draft%29%2A.pdf`);
    // Every character is a valid header byte (Headers would throw otherwise).
    expect(() => new Headers({ "Content-Disposition": header })).not.toThrow();
  });

  it("drops ; and % from the quoted name but encodes them in filename*", () => {
    expect(contentDispositionHeader({ type: "inline", fileName: "a;b%c.pdf" })).toBe(`inline; filename="abc.pdf"; filename*=UTF-8''a%3Bb%25c.pdf`);
  });

  it("falls back to a neutral name when nothing usable is left", () => {
    expect(contentDispositionHeader({ type: "attachment", fileName: '""\r\n' })).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
    expect(contentDispositionHeader({ type: "inline", fileName: ".." })).toBe(`inline; filename="download"; filename*=UTF-8''download`);
  });

  it("survives lone surrogates and very long names", () => {
    const header = contentDispositionHeader({ type: "attachment", fileName: `${"x".repeat(199)}\ud83d\ude00.pdf` });
    expect(() => new Headers({ "Content-Disposition": header })).not.toThrow();
    expect(header.length).toBeLessThan(700);
    expect(() => contentDispositionHeader({ type: "attachment", fileName: "bad\ud800.pdf" })).not.toThrow();
  });

  it("treats an unexpected type as attachment", () => {
    const type = "evil; x=1" as "inline";
    expect(contentDispositionHeader({ type, fileName: "a.pdf" })).toMatch(/^attachment; /);
  });
});
