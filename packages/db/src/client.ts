import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1';
import * as schema from './schema.ts';

export type Database = DrizzleD1Database<typeof schema>;

/**
 * One drizzle handle per D1 binding object, reused across requests: building one extracts the relational config of
 * the whole schema, which is measurable CPU on every request otherwise. The handle holds no request state.
 */
const handles = new WeakMap<D1Database, Database>();

export function createDatabase(d1: D1Database): Database {
  let db = handles.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    handles.set(d1, db);
  }
  return db;
}
