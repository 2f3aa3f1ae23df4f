/** The body and content type of a multipart/form-data request. */
export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
}

/**
 * A multipart/form-data body as a browser sends a file input: the form `fields` first, then one part named
 * "file" holding `content` under `fileName`, of the content type `type` (text/csv unless told).
 */
export function multipartFile(
  fileName: string,
  content: Buffer | string,
  options: { type?: string; fields?: Record<string, string> } = {},
): MultipartBody {
  const boundary = `----csp${Math.random().toString(16).slice(2)}`;
  const fields = Object.entries(options.fields ?? {}).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${options.type ?? 'text/csv'}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(fields.join('')),
    Buffer.from(head),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
