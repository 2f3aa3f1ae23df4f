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

/** Runs `statement` (a `COPY … FROM STDIN`) with `data` as its input; resolves with the rows it wrote. */
export function copyIn(client: CopyClient, statement: string, data: string): Promise<number> {
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
        const bytes = Buffer.from(data, 'utf8');
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
