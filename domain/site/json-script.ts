// JSON for the inside of a <script type="application/json"> or <script type="application/ld+json"> element: no text
// in the data can end the element early ('</script>') or open a comment; the JSON stays valid and means the same.
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
