/**
 * UTF-8 bytes put together from pieces: bytes kept from before are copied as they are, texts are encoded once,
 * straight into the result. A chart reply made this way is never a text first: its text would be a tree of the
 * kept parts' texts that V8 must copy into one flat (two-byte: places carry Chinese names) string before encoding it,
 * about a third of a computed chart's time in the server (bench/README.md "Session 16").
 */
export class Utf8Pieces {
  private readonly pieces: (string | Uint8Array)[] = [];
  private length = 0;

  /** A text, encoded when the bytes are made. */
  text(text: string): this {
    this.pieces.push(text);
    this.length += Buffer.byteLength(text);
    return this;
  }

  /** Bytes kept from before (a kept part's encoded text). */
  bytes(bytes: Uint8Array): this {
    this.pieces.push(bytes);
    this.length += bytes.length;
    return this;
  }

  /** Every piece in order as one buffer. */
  toBuffer(): Buffer {
    const out = Buffer.allocUnsafe(this.length);
    let at = 0;
    for (const piece of this.pieces) {
      if (typeof piece === 'string') at += out.write(piece, at, 'utf8');
      else {
        out.set(piece, at);
        at += piece.length;
      }
    }
    return out;
  }
}
