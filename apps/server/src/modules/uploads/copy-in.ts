/**
 * `COPY … FROM STDIN` on the PostgreSQL connection of a transaction (issue 22: the upload's new values and their
 * `create` log rows go in as two COPYs instead of an `INSERT … SELECT unnest(…)` each). node-postgres runs any
 * object with a `submit` method as a query: this one sends the COPY statement and its rows (text format), and settles when the server is ready for the next statement (or at its error). Nothing is added to the
 * connection's state: an error ends the statement (and with it the transaction) as any failed statement does.
 * PGlite has no such stream (its COPY reads a blob); there the upload keeps its `INSERT … SELECT`.
 */

/** The part of a node-postgres connection a COPY needs. */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/** A node-postgres client (a pool's client: `query` takes a submittable). */
export interface CopyClient {
  query(submittable: object): unknown;
  connection: CopyConnection;
}

/** The node-postgres client under a drizzle database or transaction on PostgreSQL; undefined on PGlite. */
export function copyClientOf(db: unknown): CopyClient | undefined {
  const client = (db as { session?: { client?: unknown } }).session?.client as Partial<CopyClient> | undefined;
  const connection = client?.connection as Partial<CopyConnection> | undefined;
  return typeof client?.query === 'function' && typeof connection?.sendCopyFromChunk === 'function'
    ? (client as CopyClient)
    : undefined;
}

/** At most this many bytes per CopyData message. */
const chunkBytes = 256 * 1024;

/**
 * Runs `statement` (a `COPY … FROM STDIN`) with `data` as its input (text format as a string; binary format, see
 * `BinaryRows`, as bytes); resolves with the rows it wrote.
 */
export function copyIn(client: CopyClient, statement: string, data: string | Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    let rows = 0;
    const noop = () => undefined;
    client.query({
      text: statement,
      // The rows follow the statement at once, without waiting for the server's CopyInResponse: the server reads
      // them as they come while this process goes on (a COPY that fails first has them ignored, as the protocol
      // says of copy messages outside a COPY).
      submit(connection: CopyConnection) {
        connection.query(statement);
        const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        for (let at = 0; at < bytes.length; at += chunkBytes)
          connection.sendCopyFromChunk(bytes.subarray(at, Math.min(at + chunkBytes, bytes.length)));
        connection.endCopyFrom();
      },
      handleCopyInResponse: noop,
      handleCommandComplete(message: { text?: string }) {
        const n = /^COPY (\d+)/.exec(message.text ?? '');
        if (n) rows = Number(n[1]);
      },
      // node-postgres lets go of a statement on its error (the ReadyForQuery after it goes to no statement).
      handleError: reject,
      handleReadyForQuery() {
        resolve(rows);
      },
      handleRowDescription: noop,
      handleDataRow: noop,
      handleEmptyQuery: noop,
      handlePortalSuspended: noop,
      handleCopyData: noop,
    });
  });
}

/** A text value of COPY's text format: backslash, tab, newline and carriage return escaped; null as `\N`. */
export function copyText(value: string | null): string {
  if (value === null) return '\\N';
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : value;
}

/** The bytes of COPY's binary format: its signature, flags (0) and header extension length (0). */
const binaryHeader = Buffer.from([...Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), 0, 0, 0, 0, 0, 0, 0, 0]);

/**
 * Rows in COPY's binary format (`COPY … FROM STDIN WITH (FORMAT binary)`, issue 22): each field as its type's
 * binary form, so the server parses no text and this process builds no string. The caller writes every row's
 * fields in the statement's column order, each with the column's exact type (bigint, smallint, float8, text).
 */
export class BinaryRows {
  private buffer: Buffer;
  private at = binaryHeader.length;

  constructor(expectedBytes = 64 * 1024) {
    this.buffer = Buffer.allocUnsafe(Math.max(expectedBytes, 1024));
    binaryHeader.copy(this.buffer, 0);
  }

  /** Room for `bytes` more. */
  private room(bytes: number) {
    if (this.at + bytes <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.at + bytes));
    this.buffer.copy(bigger, 0, 0, this.at);
    this.buffer = bigger;
  }

  /** Starts a row of `fields` fields. */
  row(fields: number): this {
    this.room(2);
    this.buffer.writeInt16BE(fields, this.at);
    this.at += 2;
    return this;
  }

  /** A bigint (an integer of at most 2^53 in magnitude: ids, references). */
  int8(n: number): this {
    this.room(12);
    const b = this.buffer;
    b.writeInt32BE(8, this.at);
    b.writeInt32BE(Math.floor(n / 4294967296), this.at + 4);
    b.writeUInt32BE(n >>> 0, this.at + 8);
    this.at += 12;
    return this;
  }

  /**
   * Room for a bigint not known yet (an id being drawn while the rows are put together): its place, to be filled by
   * `setInt8` before `end`.
   */
  int8Slot(): number {
    const at = this.at;
    this.int8(0);
    return at;
  }

  /** Fills a bigint slot (`int8Slot`). */
  setInt8(slot: number, n: number): void {
    this.buffer.writeInt32BE(Math.floor(n / 4294967296), slot + 4);
    this.buffer.writeUInt32BE(n >>> 0, slot + 8);
  }

  /** A bigint or null. */
  int8OrNull(n: number | null): this {
    return n === null ? this.null() : this.int8(n);
  }

  /** A smallint. */
  int2(n: number): this {
    this.room(6);
    this.buffer.writeInt32BE(2, this.at);
    this.buffer.writeInt16BE(n, this.at + 4);
    this.at += 6;
    return this;
  }

  /** A double precision, the number as it is (negative zero written as zero, as its text `0` is read). */
  float8(n: number): this {
    this.room(12);
    this.buffer.writeInt32BE(8, this.at);
    this.buffer.writeDoubleBE(n === 0 ? 0 : n, this.at + 4);
    this.at += 12;
    return this;
  }

  /** A text (its UTF-8 bytes) or null. */
  text(value: string | null): this {
    if (value === null) return this.null();
    const bytes = Buffer.byteLength(value, 'utf8');
    this.room(4 + bytes);
    this.buffer.writeInt32BE(bytes, this.at);
    this.buffer.write(value, this.at + 4, bytes, 'utf8');
    this.at += 4 + bytes;
    return this;
  }

  /** A null field. */
  null(): this {
    this.room(4);
    this.buffer.writeInt32BE(-1, this.at);
    this.at += 4;
    return this;
  }

  /** The rows written, with the format's trailer: the bytes to send. */
  end(): Buffer {
    this.room(2);
    this.buffer.writeInt16BE(-1, this.at);
    return this.buffer.subarray(0, this.at + 2);
  }
}
