/** A short, language-neutral "Browser · System" description of a user agent, for the list of one's sessions. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (!ua.trim()) return '?';
  const browser =
    match(ua, /\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge') ??
    match(ua, /\bOPR\/(\d+)/, 'Opera') ??
    match(ua, /\bFirefox\/(\d+)/, 'Firefox') ??
    match(ua, /\bFxiOS\/(\d+)/, 'Firefox') ??
    match(ua, /\bCriOS\/(\d+)/, 'Chrome') ??
    match(ua, /(?:\bHeadless)?Chrom(?:e|ium)\/(\d+)/, 'Chrome') ??
    (/\bSafari\//.test(ua) ? match(ua, /\bVersion\/(\d+)/, 'Safari') : undefined) ??
    match(ua, /^curl\/(\d+)/, 'curl') ??
    ua.split(/[\s/]/)[0]?.slice(0, 40) ??
    '?';
  const system = /\bWindows NT\b/.test(ua)
    ? 'Windows'
    : /\b(iPhone|iPad|iPod)\b/.test(ua)
      ? 'iOS'
      : /\bAndroid\b/.test(ua)
        ? 'Android'
        : /\bMac OS X\b|\bMacintosh\b/.test(ua)
          ? 'macOS'
          : /\bCrOS\b/.test(ua)
            ? 'ChromeOS'
            : /\bLinux\b/.test(ua)
              ? 'Linux'
              : undefined;
  return system ? `${browser} · ${system}` : browser;
}

function match(ua: string, re: RegExp, name: string): string | undefined {
  const found = re.exec(ua);
  return found ? `${name} ${found[1]}` : undefined;
}
