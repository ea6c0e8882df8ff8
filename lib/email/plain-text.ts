// An e-mail's plain-text part from its HTML, exactly as React Email's `toPlainText` makes it (the
// same converter, with its options), built once: `toPlainText` builds html-to-text's converter
// again on every call, which costs about three times the conversion of a receipt.
import { plainTextSelectors } from "@react-email/render";
import { compile } from "html-to-text";

export const toPlainText: (html: string) => string = compile({ wordwrap: false, selectors: plainTextSelectors });
