import { env } from 'cloudflare:workers';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../packages/db/src/schema.ts';

// The migrations in migrations/ are hand-written SQL and are what a deployment applies; the drizzle schema is what the
// code queries. This test applies nothing itself: the pool has already applied every migration to this D1, so it
// compares the two column by column and fails on any table or column one side has and the other lacks.
const tables = Object.values<unknown>(schema).filter(
  (value): value is SQLiteTable => typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
);

interface ColumnInfo {
  name: string;
  notnull: number;
  pk: number;
}

describe('migrations and the drizzle schema', () => {
  it('declares at least the core tables', () => {
    const names = tables.map((table) => getTableConfig(table).name);
    expect(names).toEqual(expect.arrayContaining(['organizations', 'users', 'api_keys', 'audit_logs', 'verification_logs']));
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    'table %s has the same columns, nullability and key in D1 as in the schema',
    async (name, table) => {
      const config = getTableConfig(table);
      const { results } = await env.DB.prepare(`PRAGMA table_info(${JSON.stringify(name)})`).all<ColumnInfo>();
      expect(results.length, `table ${name} is missing from the migrated database`).toBeGreaterThan(0);
      const inDatabase = Object.fromEntries(results.map((column) => [column.name, { notNull: column.notnull === 1, pk: column.pk > 0 }]));
      const inSchema = Object.fromEntries(
        config.columns.map((column) => [column.name, { notNull: column.notNull || column.primary, pk: column.primary }]),
      );
      // A composite primary key is declared on the table, not on its columns.
      for (const key of config.primaryKeys) for (const column of key.columns) inSchema[column.name] = { notNull: true, pk: true };
      for (const column of results) if (column.pk > 0) inDatabase[column.name] = { notNull: true, pk: true };
      expect(inDatabase).toEqual(inSchema);
    },
  );
});
