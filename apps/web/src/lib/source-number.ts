/**
 * A number shown as its source published it: the shortest decimal that reads back as the same value (JavaScript's
 * own `String(n)`, which gives back the digits of the CSV or form it came from), with thousands grouped. No digit
 * is rounded away and none is made up: a fixed number of decimals, or formatting the binary value in full, would
 * do one or the other (18606562977.050076 stays 18,606,562,977.050076; 0.12345678 is not cut to 0.123457).
 */
export function formatSourceNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const plain = withoutExponent(String(value));
  const negative = plain.startsWith('-');
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** `1e-7` → `0.0000001`, `1.5e+21` → `1500000000000000000000`: the same digits, the point moved. */
function withoutExponent(text: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exp = '0'] = match;
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
