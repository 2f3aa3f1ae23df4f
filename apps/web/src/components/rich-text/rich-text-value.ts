/** Pure helpers of the rich-text editor, kept apart from tiptap so they are cheap to import and to test. */

/** What an empty editor produces: one empty paragraph (possibly with a hard break). */
const EMPTY_DOCUMENT = /^\s*(<p>\s*(<br\s*\/?>)?\s*<\/p>\s*)*$/i;

/** The form value of editor HTML: an empty document counts as no text at all, so `required` rules work. */
export function toFormValue(html: string): string {
  return EMPTY_DOCUMENT.test(html) ? '' : html;
}

/** A value given to the editor from outside, and the HTML the editor made of it (it rewrites attributes, spacing). */
export interface EditorBaseline {
  value: string;
  html: string;
}

/**
 * The form value of the editor's document: while the document is exactly what the outside value rendered to, that
 * value itself (so loading or resetting stored HTML is no change); once edited, the editor's own HTML.
 */
export function reportedValue(editorHtml: string, baseline: EditorBaseline | null): string {
  return baseline && editorHtml === baseline.html ? baseline.value : toFormValue(editorHtml);
}

/** Whether the editor must be reset to the form's value (a value set from outside, not one it just emitted). */
export function needsSync(
  formValue: string | undefined,
  editorHtml: string,
  baseline: EditorBaseline | null = null,
): boolean {
  return (formValue ?? '') !== reportedValue(editorHtml, baseline);
}

export type LinkCheck = { ok: true; href: string | null } | { ok: false };

/**
 * A link address typed by the user: empty removes the link; `www.x.org` becomes `https://www.x.org`;
 * only http, https and mailto addresses are accepted (the server's sanitizer drops every other scheme).
 */
export function checkLinkHref(input: string): LinkCheck {
  const text = input.trim();
  if (text === '') return { ok: true, href: null };
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(text)) return { ok: true, href: text };
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')) {
      return { ok: true, href: candidate };
    }
  } catch {
    // not an address
  }
  return { ok: false };
}
