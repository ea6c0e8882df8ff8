/** Each head element of a captured page: its tag, its props, and a title's text. */
export function headElements(html: string): ([tag: string, props: Record<string, string>] | [tag: string, props: Record<string, string>, text: string])[];
