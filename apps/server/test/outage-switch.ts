import type { Database } from '../src/db/client.js';

/**
 * A database outage on either engine, without stopping a server: while `down`, every statement the app sends
 * through its database client (Drizzle's queries and transactions, the prepared statements, the health ping) is
 * refused as a stopped PostgreSQL refuses a connection (ECONNREFUSED), so the app sees what it sees in a real
 * outage (`db-outage.test.ts` stops a real cluster, PostgreSQL only). The LISTEN connection is left alone.
 */
export function outageSwitch(database: Database) {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  // node-postgres's pool: queries and the connections transactions take; PGlite: queries, scripts, transactions.
  const names = database.engine === 'postgres' ? ['query', 'connect'] : ['query', 'exec', 'transaction'];
  const originals = new Map(names.map((name) => [name, client[name]]));
  const refused = async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  };
  return {
    down() {
      for (const name of names) client[name] = refused;
    },
    up() {
      for (const [name, original] of originals) client[name] = original;
    },
  };
}
