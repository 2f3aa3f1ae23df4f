/** What a CAS `serviceValidate` answer says: the user (and its released attributes), or the failure code. */
export type CasAnswer = { ok: true; user: string; attributes: Record<string, string> } | { ok: false; code: string };

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text of one element: CDATA unwrapped, the five entities and character references decoded. */
export function xmlText(raw: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(raw);
  if (cdata) return cdata[1] ?? '';
  return raw.trim().replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return entities[name] ?? whole;
  });
}

const prefix = '(?:[A-Za-z_][\\w.-]*:)?';

/**
 * Reads a CAS 2/3 `serviceValidate` XML answer (`<cas:serviceResponse>` with `<cas:authenticationSuccess>`
 * holding `<cas:user>` and optional `<cas:attributes>`, or `<cas:authenticationFailure code="...">`). The
 * answer comes from the configured CAS server; any namespace prefix is accepted.
 */
export function parseCasResponse(xml: string): CasAnswer {
  const success = new RegExp(
    `<${prefix}authenticationSuccess\\b[^>]*>([\\s\\S]*?)</${prefix}authenticationSuccess>`,
  ).exec(xml);
  if (!success) {
    const failure = new RegExp(`<${prefix}authenticationFailure\\b[^>]*\\bcode\\s*=\\s*["']([^"']*)["']`).exec(xml);
    return { ok: false, code: failure?.[1] || 'INVALID_RESPONSE' };
  }
  const body = success[1] ?? '';
  const user = new RegExp(`<${prefix}user>([\\s\\S]*?)</${prefix}user>`).exec(body);
  const name = user ? xmlText(user[1] ?? '') : '';
  if (!name) return { ok: false, code: 'INVALID_RESPONSE' };
  const attributes: Record<string, string> = {};
  const block = new RegExp(`<${prefix}attributes>([\\s\\S]*?)</${prefix}attributes>`).exec(body);
  if (block) {
    const item = new RegExp(`<${prefix}([A-Za-z_][\\w.-]*)>([\\s\\S]*?)</${prefix}\\1>`, 'g');
    for (const m of (block[1] ?? '').matchAll(item)) {
      const key = m[1] as string;
      if (!(key in attributes)) attributes[key] = xmlText(m[2] ?? '');
    }
  }
  return { ok: true, user: name, attributes };
}
