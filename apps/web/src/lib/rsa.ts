/**
 * Password transport encryption (SPEC §7): RSA-OAEP with SHA-256 under the server's public key
 * (`/sys/getRSAPublicKey`, base64 SPKI), the ciphertext sent as base64. WebCrypto only, so it runs in
 * the browser and in unit tests under Node alike.
 */

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function importPublicKey(spkiBase64: string, subtle: SubtleCrypto = globalThis.crypto.subtle) {
  return subtle.importKey('spki', fromBase64(spkiBase64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/** The base64 RSA-OAEP (SHA-256) ciphertext of `plain` under the base64 SPKI public key. */
export async function encryptWithPublicKey(
  plain: string,
  spkiBase64: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const key = await importPublicKey(spkiBase64, subtle);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return toBase64(cipher);
}
