/**
 * A few lines of inline script for a prerendered page whose address asks for something its island
 * draws (`?strand=`, `?recommended=`): while the HTML is parsed, before the island is live, it adds
 * the rule of `rules` the address's `param` names as a <style> (with `id`, for the island to remove),
 * and nothing for any other value. The catalogue's fixed policy allows its inline scripts.
 */
export function styleFromAddress(param: string, rules: Record<string, string>, id?: string): string {
  const named = id ? `e.id=${JSON.stringify(id)};` : "";
  return `(function(){var r=${JSON.stringify(rules)},s=new URLSearchParams(location.search).get(${JSON.stringify(param)});if(!Object.prototype.hasOwnProperty.call(r,s))return;var e=document.createElement("style");${named}e.textContent=r[s];document.head.appendChild(e)})()`;
}
