/** Rough text measurement for exported images, where no browser layout is at hand. */

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Estimated width of a text at a font size: CJK and full-width characters 1 em, others about 0.56 em. */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += WIDE.test(char) ? 1 : char === ' ' ? 0.3 : 0.56;
  return ems * fontSize;
}

/** Breakable pieces: words with their following space, and each wide character alone. */
function pieces(text: string): string[] {
  return (
    text.match(
      new RegExp(
        `${WIDE.source}|[^\\s\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]+\\s*|\\s+`,
        'g',
      ),
    ) ?? []
  );
}

/** Lines of at most `maxWidth` (a single piece longer than that gets a line of its own). */
export function wrapText(text: string, maxWidth: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces(text)) {
    const next = line + piece;
    if (line && textWidth(next.trimEnd(), fontSize) > maxWidth) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else {
      line = next;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** Text made safe inside SVG/XML. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
