import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../../lib/sanitize-html').then((module) => {
    sanitizer = module.sanitizeRichText;
    return sanitizer;
  });
  return loading;
}

/** Whether a text from the server holds markup (a tag or an entity) rather than plain text. */
export const hasMarkup = (text: string): boolean => /[<&]/.test(text);

/**
 * Rich text from the server. Plain text (no tag, no entity) is shown as text; markup is shown once DOMPurify
 * (fetched the first time markup appears) has sanitized it, its links opening in a new tab (SPEC §2).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const markup = hasMarkup(html);
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
  useEffect(() => {
    if (!markup || sanitize) return;
    let live = true;
    void loadSanitizer().then((loaded) => live && setSanitize(() => loaded));
    return () => {
      live = false;
    };
  }, [markup, sanitize]);

  if (!markup) return <div className={className}>{html}</div>;
  if (!sanitize) return <div className={className} aria-busy="true" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (lib/sanitize-html)
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
