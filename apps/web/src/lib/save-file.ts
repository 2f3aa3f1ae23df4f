/*
 * Kept apart from the chart export (which loads ECharts), so that a screen can offer a download without it.
 */

/** Hands a file to the browser's download. */
export function saveFile(content: Blob | string, fileName: string, type = 'application/octet-stream'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
