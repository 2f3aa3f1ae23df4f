/** The report a viewer path names: `?code=`, else the segment after /online/cgreport/. */
export function reportCodeOf(pathname: string, codeParam: string | null): string | null {
  const fromQuery = codeParam?.trim();
  if (fromQuery) return fromQuery;
  const match = /\/online\/cgreport\/([A-Za-z0-9_-]+)\/?$/i.exec(pathname);
  return match?.[1] ?? null;
}
