import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { rsaKeys, users } from '../src/db/schema/index.js';
import { hashToken } from '../src/modules/auth/sessions.service.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp } from './helper.js';

/**
 * Walks EVERY route of the OpenAPI document and sends it generated bad input, as an anonymous visitor, as a
 * signed-in user without roles and as an administrator: wrong types, 1 MB strings, NUL bytes, odd unicode,
 * out-of-range numbers, deep nesting, extra and prototype-poisoning properties, malformed JSON and multipart,
 * wrong content types and hostile path parameters. Every reply must be below 500 and (unless the route by design
 * answers with a file, an image, HTML or a redirect) the reply envelope. The generator is seeded: the same seed
 * gives the same requests (FUZZ_SEED=… to try another); the number of cases per route is fixed.
 *
 * The walk is also the log test of docs/security.md (issue 23): the app logs at `debug` into memory while every
 * route fails in every way it can, and the whole log must hold no session token, no token's hash, no password
 * or password hash and no line of the RSA private key.
 */

const seed = Number(process.env.FUZZ_SEED ?? 15);
/** Generated cases per route and caller, besides the fixed ones. */
const randomCases = 3;
const oneMb = 1024 * 1024;

/** Routes that answer a success with something other than the envelope, and why. Errors are envelopes anyway. */
const notEnvelope: Record<string, string> = {
  'GET /health': 'health check: { status, database, uptimeSeconds } for load balancers',
  'GET /api/file/view/{id}': 'file bytes',
  'GET /api/sys/oss/file/download/{id}': 'file bytes',
  'GET /api/series/citySerSeries/importTemplate': 'spreadsheet',
  'GET /api/dimension/exportGDPDeflators': 'spreadsheet',
  'GET /api/city/data/manager/downloadTemplate': 'spreadsheet or CSV',
  'GET /api/city/data/manager/upload/{id}/errorReport': 'CSV or spreadsheet (the error report of a refused upload)',
  'GET /api/series/citySerSeries/downloadTemplate': 'spreadsheet',
  'GET /api/data/cityDataSeries/exportExcel': 'spreadsheet',
  'GET /api/data/cityDataSeries/exportSingleExcel': 'spreadsheet',
  'GET /api/city/data/manager/downloadFile': 'file bytes',
  'GET /api/reception/city/data/manager/downloadFile': 'file bytes',
  'GET /api/file/cityFile/downFile/{id}': 'file bytes',
  'GET /api/reception/data/chart.csv': 'CSV',
  'GET /api/reception/data/yearToYear.csv': 'CSV',
  'GET /api/reception/data/chart.xlsx': 'spreadsheet',
  'GET /api/reception/data/yearToYear.xlsx': 'spreadsheet',
  'GET /api/dimension/exportInitialData': 'spreadsheet',
  'GET /api/sys/user/exportXls': 'spreadsheet',
  'GET /api/sys/thirdLogin/render/{source}': 'redirect to the identity provider',
  'GET /api/sys/thirdLogin/callback/{source}': 'HTML page handing the login back to the opener',
  'GET /api/city/data/manager/exportCities': 'spreadsheet',
  'GET /api/city/data/manager/cityTemplate': 'spreadsheet',
  'GET /api/gateway/{*}': "the upstream's reply, passed through",
  'POST /api/gateway/{*}': "the upstream's reply, passed through",
  'PUT /api/gateway/{*}': "the upstream's reply, passed through",
  'PATCH /api/gateway/{*}': "the upstream's reply, passed through",
  'DELETE /api/gateway/{*}': "the upstream's reply, passed through",
  'OPTIONS /api/gateway/{*}': "the upstream's reply, passed through",
};

/** Routes left out of the walk: none. (Every call goes through fresh sessions, so a logout cannot end the walk.) */
const skipped: Record<string, string> = {};

// ---- a seeded generator -------------------------------------------------------------------------------------

function hash(text: string): number {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function generator(label: string) {
  let state = hash(label);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
type Gen = ReturnType<typeof generator>;

const badText = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  'a\u202eb\u200f',
  '😀🏳️‍🌈👨‍👩‍👧',
  'e\u0301\u0301\u0301\u0301\u0301',
  '../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '1e309',
  '-1',
  '0',
  '9007199254740993',
  '99999999999999999999',
  '9223372036854775808',
  'NaN',
  'Infinity',
  '-0',
  '0x1F',
  ' 1 ',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '{"a":1}',
  'null',
  'true',
  '2026-13-45',
  '9999-99-99T99:99:99Z',
  '中文',
  '\t\r\n',
  'a'.repeat(5000),
];
const badNumbers = [-1, 0, -0.5, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 2 ** 31, 2 ** 63];
const badPathValues = [
  '..',
  '../',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a%00b',
  '1e309',
  '-1',
  '0',
  '9007199254740993',
  '99999999999999999999',
  '%F0%9F%98%80',
  '%E2%80%AE1',
  '%ED%A0%80',
  '%',
  '%zz',
  'a'.repeat(300),
  'NaN',
  ' ',
  '%20',
  '1;2',
];

function badValue(g: Gen, depth = 0): unknown {
  switch (g.int(depth > 1 ? 3 : 6)) {
    case 0:
      return g.pick(badText);
    case 1:
      return g.pick(badNumbers);
    case 2:
      return g.pick([null, true, false]);
    case 3:
      return g.chance(0.5) ? [] : [badValue(g, depth + 1), badValue(g, depth + 1)];
    case 4:
      return g.chance(0.5) ? {} : { [g.pick(['a', '__proto__', 'constructor', 'toString'])]: badValue(g, depth + 1) };
    default:
      return deep(g.pick([64, 2000]), g.chance(0.5));
  }
}

function deep(levels: number, arrays: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = arrays ? [value] : { a: value };
  return value;
}

// ---- plausible values from the OpenAPI schemas, to mutate -----------------------------------------------------

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  default?: unknown;
  nullable?: boolean;
};

const stringCandidates = ['987654321', '2020', 'abc', 'Abc_1', 'a', '1,2', 'a@example.com', '2024-01-01', 'asc'];

function plausible(schema: JsonSchema | undefined, refs: Record<string, JsonSchema>, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.$ref) return plausible(refs[schema.$ref.split('/').pop() ?? ''], refs, depth + 1);
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return plausible(choice.find((s) => s.type !== 'null') ?? choice[0], refs, depth + 1);
  if (schema.allOf?.length) return plausible(schema.allOf[0], refs, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = plausible(prop, refs, depth + 1);
      return out;
    }
    case 'array':
      return [plausible(schema.items, refs, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 2020, 2020));
    case 'boolean':
      return true;
    case 'string': {
      const re = schema.pattern ? safeRegExp(schema.pattern) : undefined;
      const fits = (s: string) =>
        (!re || re.test(s)) && s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? 1e9);
      return stringCandidates.find(fits) ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return schema.default ?? 'a';
  }
}

/** Free text that passes a schema's length limits but is hostile in content. */
const edgeTexts = [
  '😀👨‍👩‍👧🏳️‍🌈',
  '\u202eabc\u200f\u200b',
  'e\u0301\u0301\u0301\u0301',
  "'; drop table users; --",
  '<img src=x onerror=alert(1)>',
  `\${7*7}{{7*7}}`,
  '%s%n%x',
  ' ',
  '中文名称',
];

/**
 * A body the route's schema accepts in shape (patterns, enums and limits kept) but at its edges: free text hostile
 * and as long as allowed, numbers at their minimum or maximum (or past 32 bits where the schema sets no limit).
 * These pass validation and reach the services and the database.
 */
function edge(schema: JsonSchema | undefined, refs: Record<string, JsonSchema>, g: Gen, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.$ref) return edge(refs[schema.$ref.split('/').pop() ?? ''], refs, g, depth + 1);
  if (schema.enum?.length) return g.pick(schema.enum);
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return edge(g.pick(choice.filter((s) => s.type !== 'null')) ?? choice[0], refs, g, depth + 1);
  if (schema.allOf?.length) return edge(schema.allOf[0], refs, g, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = edge(prop, refs, g, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: 1 + g.int(3) }, () => edge(schema.items, refs, g, depth + 1));
    case 'integer':
    case 'number': {
      const bounds = [schema.minimum, schema.maximum].filter((n): n is number => n !== undefined);
      return bounds.length ? g.pick(bounds) : g.pick([2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 0, 0.5]);
    }
    case 'boolean':
      return g.chance(0.5);
    case 'string': {
      if (schema.pattern) return plausible(schema, refs, depth);
      const max = Math.min(schema.maxLength ?? 5000, 100_000);
      const min = schema.minLength ?? 0;
      const text = g.pick(edgeTexts);
      const long = g.chance(0.5) ? text.repeat(Math.ceil(max / text.length)).slice(0, max) : text.slice(0, max);
      // Not cut inside a surrogate pair: a lone surrogate is a different case (body-surrogate).
      const whole = /[\ud800-\udbff]$/.test(long) ? long.slice(0, -1) : long;
      return whole.length >= min ? whole : whole.padEnd(min, 'a');
    }
    default:
      return plausible(schema, refs, depth);
  }
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/** Replaces one value somewhere in a plausible body with `value`. */
function mutate(g: Gen, body: unknown, value: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const keys = Object.keys(body);
    if (keys.length === 0) return { [g.pick(['x', 'id'])]: value };
    const key = g.pick(keys);
    const inner = (body as Record<string, unknown>)[key];
    const nested = inner && typeof inner === 'object' && g.chance(0.5);
    return { ...body, [key]: nested ? mutate(g, inner, value) : value };
  }
  if (Array.isArray(body)) return body.length ? [mutate(g, body[0], value), ...body.slice(1)] : [value];
  return value;
}

/** Every string of a body replaced by `text`. */
function everyString(body: unknown, text: string): unknown {
  if (typeof body === 'string') return text;
  if (Array.isArray(body)) return body.map((v) => everyString(v, text));
  if (body && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, everyString(v, text)]));
  }
  return body;
}

/** Every string and number of a body replaced by an out-of-range number (as text where the body has text). */
function bigNumbers(body: unknown, g: Gen): unknown {
  if (typeof body === 'string')
    return g.pick(['9223372036854775808', '99999999999999999999', '9007199254740993', '-1']);
  if (typeof body === 'number') return g.pick([2 ** 63, 1e308, -1e308, 2 ** 53 + 2, -1]);
  if (Array.isArray(body)) return body.map((v) => bigNumbers(v, g));
  if (body && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, bigNumbers(v, g)]));
  }
  return body;
}

/** The body with its first string made about 1 MB (under the body limit) or with a 1 MB field added. */
function huge(body: unknown, text: string): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const entries = Object.entries(body);
    const key = entries.find(([, v]) => typeof v === 'string')?.[0] ?? 'huge';
    return { ...body, [key]: text };
  }
  return text;
}

// ---- requests -----------------------------------------------------------------------------------------------

interface Operation {
  method: string;
  path: string;
  key: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
  sendsBody: boolean;
}

interface FuzzCase {
  label: string;
  options: InjectOptions;
}

const boundary = '----fuzzBoundary7MA4YWxkTrZu0gW';

function multipart(parts: { name: string; filename?: string; type?: string; content: string | Buffer }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`, 'utf8'));
    if (part.type) chunks.push(Buffer.from(`Content-Type: ${part.type}\r\n`, 'utf8'));
    chunks.push(
      Buffer.from('\r\n'),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const malformedJson = [
  '{"a":',
  '{',
  '[',
  '{"a":1}}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\ufeff{}',
  '{"a":1e309}',
  '{"a":-1e309}',
  "{'a':1}",
  'NaN',
  '',
  ' ',
  '\u0000',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  `{${'"a":1,'.repeat(10_000)}"b":2}`,
];

const malformedMultipart: { type: string; body: string | Buffer }[] = [
  { type: `multipart/form-data; boundary=${boundary}`, body: 'not multipart at all' },
  {
    type: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`,
  },
  { type: 'multipart/form-data', body: `--${boundary}\r\n\r\n--${boundary}--` },
  { type: 'multipart/form-data; boundary=', body: '----\r\n' },
  {
    type: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
  },
  {
    type: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\n${'X-Long: a\r\n'.repeat(2000)}\r\nx\r\n--${boundary}--\r\n`,
  },
  { type: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}--\r\n` },
];

const fileNames = [
  '../../etc/passwd',
  'a\u0000.png',
  '\u202egnp.exe',
  '😀.xlsx',
  'e\u0301.docx',
  '',
  '.',
  'x'.repeat(1000),
  'CON',
  'a.png',
  'data.xlsx',
  'doc.pdf',
];
const fileContents = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
  Buffer.from('PK\u0003\u0004garbage zip'),
  Buffer.from('%PDF-1.4 not really'),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]),
  Buffer.from('plain text'),
  Buffer.alloc(0),
  Buffer.from('\u0000\u0000\u0000'),
];

function encodeQuery(pairs: [string, string][]): string {
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeQueryValue(v)}`).join('&');
}
/** Query values: percent-encoded, except lone surrogates (which encodeURIComponent refuses) sent as raw bytes. */
function encodeQueryValue(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return v.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w-]/g, (c) => encodeURIComponent(c));
  }
}

function queryText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function casesFor(op: Operation, caller: string, refs: Record<string, JsonSchema>): FuzzCase[] {
  const g = generator(`${op.key}|${caller}`);
  const cases: FuzzCase[] = [];
  const pathWith = (values: string[]) => {
    let i = 0;
    return op.path.replace(/\{[^}]+\}/g, () => values[i++] ?? '1');
  };
  const plainPath = () => pathWith(op.pathParams.map(() => g.pick(['987654321', '1', 'abc'])));
  const query = (pairs: [string, string][]) => (pairs.length ? `?${encodeQuery(pairs)}` : '');
  const plausibleQuery = (): [string, string][] =>
    op.queryParams
      .filter(() => g.chance(0.5))
      .map((p) => [p.name, queryText(plausible(p.schema, refs))] as [string, string]);
  const badQuery = (): [string, string][] => {
    const pairs = op.queryParams
      .filter(() => g.chance(0.7))
      .map((p) => [p.name, queryText(g.chance(0.7) ? g.pick(badText) : badValue(g))] as [string, string]);
    if (g.chance(0.5)) pairs.push([g.pick(['__proto__', 'constructor', 'extra', 'a[b]']), g.pick(badText)]);
    return pairs;
  };
  const add = (label: string, options: InjectOptions) =>
    cases.push({ label, options: { method: op.method as InjectOptions['method'], ...options } });
  const jsonBody = () => plausible(op.body, refs) ?? {};

  // Hostile path parameters.
  if (op.pathParams.length) {
    for (let i = 0; i < 2; i++) {
      add('path', { url: pathWith(op.pathParams.map(() => g.pick(badPathValues))) });
    }
  }
  // Bad, repeated and huge query parameters.
  if (op.queryParams.length) {
    add('query', { url: `${plainPath()}${query(badQuery())}` });
    const name = g.pick(op.queryParams).name;
    add('query-repeated', { url: `${plainPath()}${query([...plausibleQuery(), [name, '1'], [name, '2']])}` });
    add('query-8kb', { url: `${plainPath()}${query([[name, g.pick(['a', '😀', '\u202e']).repeat(8 * 1024)]])}` });
    add('query-nul', { url: `${plainPath()}${query(op.queryParams.map((p) => [p.name, 'a\u0000b']))}` });
    if (caller === 'admin') {
      const pairs = op.queryParams.map((p) => [p.name, queryText(edge(p.schema, refs, g))] as [string, string]);
      add('query-edge', { url: `${plainPath()}${query(pairs)}` });
    }
    add('query-big-numbers', {
      url: `${plainPath()}${query(op.queryParams.map((p) => [p.name, g.pick(['9223372036854775808', '9007199254740993', '1e309', '-1'])]))}`,
    });
    add('query-surrogate', { url: `${plainPath()}?${op.queryParams.map((p) => `${p.name}=%ED%A0%80`).join('&')}` });
  }
  // Bodies.
  if (op.sendsBody) {
    const url = `${plainPath()}${query(plausibleQuery())}`;
    const json = (label: string, payload: unknown) =>
      add(label, { url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    for (let i = 0; i < randomCases; i++) json('body-field', mutate(g, jsonBody(), badValue(g)));
    json('body-root', g.pick([[], 'text', 123, null, true, [jsonBody()]]));
    json('body-extra', { ...(jsonBody() as object), extra: badValue(g), constructor: { prototype: { x: 1 } } });
    add('body-proto', {
      url,
      headers: { 'content-type': 'application/json' },
      payload: `{"__proto__":{"isAdmin":true},${JSON.stringify(jsonBody() ?? {}).slice(1)}`,
    });
    json('body-deep', mutate(g, jsonBody(), deep(3000, g.chance(0.5))));
    json('body-1mb', huge(jsonBody(), g.pick(['a', 'é', '😀']).repeat(oneMb / 4 - 64)));
    add('body-over-limit', {
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(huge(jsonBody(), 'a'.repeat(oneMb + 10))),
    });
    json('body-big-numbers', bigNumbers(jsonBody(), g));
    if (caller === 'admin') {
      for (let i = 0; i < 2; i++) json('body-edge', edge(op.body, refs, g) ?? {});
    }
    json('body-nul', everyString(jsonBody(), 'a\u0000b'));
    json('body-surrogate', everyString(jsonBody(), '\ud800x'));
    json('body-odd-unicode', everyString(jsonBody(), g.pick(['\u202eabc\u200f', '😀👨‍👩‍👧', 'e\u0301\u0301\u0301'])));
    add('body-malformed-json', {
      url,
      headers: { 'content-type': 'application/json' },
      payload: g.pick(malformedJson),
    });
    add('body-malformed-json', {
      url,
      headers: { 'content-type': 'application/json' },
      payload: g.pick(malformedJson),
    });
    const wrongType = g.pick([
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'application/octet-stream',
      'image/png',
      'x/y; a="',
    ]);
    add('content-type', { url, headers: { 'content-type': wrongType }, payload: JSON.stringify(jsonBody()) });
    const broken = g.pick(malformedMultipart);
    add('multipart-malformed', { url, headers: { 'content-type': broken.type }, payload: broken.body });
    const fields = op.queryParams.map((p) => ({ name: p.name, content: queryText(badValue(g)) }));
    add('multipart-file', {
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart([
        ...fields,
        {
          name: 'file',
          filename: g.pick(fileNames),
          type: g.pick(['image/png', 'a/b', '']),
          content: g.pick(fileContents),
        },
        ...(g.chance(0.5) ? [{ name: 'file', filename: 'second.png', content: 'x' }] : []),
      ]),
    });
  } else if (!op.queryParams.length && !op.pathParams.length) {
    add('plain', { url: op.path });
  }
  return cases;
}

// ---- the walk -----------------------------------------------------------------------------------------------

function isEnvelope(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  return (
    typeof b.success === 'boolean' &&
    typeof b.message === 'string' &&
    typeof b.code === 'number' &&
    'result' in b &&
    typeof b.timestamp === 'number'
  );
}

const logLines: string[] = [];
const ctx = await buildTestApp({
  env: { LOG_LEVEL: 'debug' },
  logStream: { write: (line: string) => void logLines.push(line) },
});
const { app, database, base } = ctx;
afterAll(() => ctx.close());

const doc = (await app.inject({ url: `${base}/docs/json` })).json() as {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string; schema: JsonSchema }[]; requestBody?: unknown }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};
const refs = doc.components?.schemas ?? {};
const operations: Operation[] = [];
for (const [path, methods] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(methods)) {
    const key = `${method.toUpperCase()} ${path}`;
    if (skipped[key]) continue;
    const params = op.parameters ?? [];
    const body = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.[
      'application/json'
    ]?.schema;
    operations.push({
      method: method.toUpperCase(),
      path,
      key,
      pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
      body,
      sendsBody: ['POST', 'PUT', 'PATCH'].includes(method.toUpperCase()) || body !== undefined,
    });
  }
}

describe('fuzzing every route of the OpenAPI document', () => {
  it('finds the whole API in the document', () => {
    expect(operations.length).toBeGreaterThan(250);
  });

  it('answers every generated bad request below 500, as the envelope, in bounded time', async () => {
    const plain = await signedInUser(app, database.db);
    const admin = await signedInUser(app, database.db, { roleCode: 'admin' });
    const failures: string[] = [];
    let requests = 0;
    let slowest = { ms: 0, what: '' };
    const spent = new Map<string, number>(); // ms per kind of case and per route, to see where the time goes
    const startedAt = Date.now();
    const tokens: string[] = [];

    async function walk(op: Operation) {
      // Fresh sessions per route: a fuzzed logout or session delete must not end the rest of the walk.
      const callers: [string, string | undefined][] = [
        ['anonymous', undefined],
        ['no-roles', await app.sessions.open(plain.userId, {})],
        ['admin', await app.sessions.open(admin.userId, {})],
      ];
      for (const [, token] of callers) if (token) tokens.push(token);
      for (const [caller, token] of callers) {
        for (const c of casesFor(op, caller, refs)) {
          const headers: Record<string, string> = {
            ...(c.options.headers as Record<string, string>),
            'accept-language': 'en',
          };
          if (token) headers['x-access-token'] = token;
          const began = Date.now();
          let status: number;
          let body: unknown;
          let text = '';
          try {
            const res = await app.inject({ ...c.options, headers });
            status = res.statusCode;
            text = res.body;
            try {
              body = JSON.parse(res.body);
            } catch {
              body = undefined;
            }
          } catch (error) {
            status = 599;
            text = String(error);
          }
          requests += 1;
          const ms = Date.now() - began;
          spent.set(c.label, (spent.get(c.label) ?? 0) + ms);
          spent.set(op.key, (spent.get(op.key) ?? 0) + ms);
          if (ms > slowest.ms) slowest = { ms, what: `${op.key} ${c.label}` };
          const what = `${op.key} [${caller}] ${c.label} ${String(c.options.url).slice(0, 120)} -> ${status} ${text.slice(0, 160)}`;
          const designed = notEnvelope[op.key] && status < 400;
          let problem: string | undefined;
          if (status >= 500) problem = '5xx';
          else if (!designed && !isEnvelope(body)) problem = 'not the envelope';
          else if (ms > 30_000) problem = `took ${ms} ms`;
          if (!problem) continue;
          failures.push(`${problem}: ${what}`);
        }
      }
    }

    // A few routes at a time (the database waits overlap); each route's cases run in order.
    const queue = [...operations];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let op = queue.shift(); op; op = queue.shift()) await walk(op);
      }),
    );
    const seconds = (Date.now() - startedAt) / 1000;
    console.log(
      `fuzz: ${operations.length} routes, ${requests} requests in ${seconds.toFixed(1)} s (slowest ${slowest.ms} ms: ${slowest.what})`,
    );
    const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`fuzz time by case kind and route: ${top.map(([k, ms]) => `${k} ${ms} ms`).join('; ')}`);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(5000);

    // The whole log of the walk: no secret in any line.
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(100_000); // requests and failures were logged
    const hashes = (await database.db.select({ hash: users.passwordHash }).from(users)).map((u) => u.hash);
    const keyLines = (await database.db.select({ key: rsaKeys.privateKey }).from(rsaKeys))
      .flatMap((k) => k.key.split('\n'))
      .filter((line) => line.length > 40 && !line.startsWith('-----'));
    const secrets = [
      ...tokens.flatMap((token) => [token, hashToken(token)]),
      'Unused#Pass1', // every fuzzing user's password
      ...hashes,
      ...keyLines,
    ];
    expect(secrets.length).toBeGreaterThan(800);
    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
  }, 400_000);
});
