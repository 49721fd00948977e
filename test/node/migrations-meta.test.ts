import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Migrations are hand-written SQL (what `wrangler d1 migrations apply` runs); drizzle-kit keeps a snapshot of the schema
// in migrations/meta to diff the next `drizzle-kit generate` against. When the snapshot lags behind schema.ts, the next
// generated migration repeats tables that already exist. This test runs drizzle-kit on a copy of the folder and requires
// "nothing to migrate", and requires the journal to name every SQL file. (workers/api/test/schema-migrations.test.ts
// checks the other half: the applied SQL has the schema's columns.)
const root = resolve(import.meta.dirname, '../..');
const migrations = join(root, 'migrations');
const scratch = mkdtempSync(join(tmpdir(), 'verdict-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('drizzle migration metadata', () => {
  it('journals every SQL migration, in order', () => {
    const files = readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.replace(/\.sql$/, ''))
      .sort();
    const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
  });

  it('has a snapshot equal to packages/db/src/schema.ts (drizzle-kit generate finds nothing to migrate)', () => {
    cpSync(migrations, join(scratch, 'migrations'), { recursive: true });
    const schema = relative(scratch, join(root, 'packages/db/src/schema.ts'));
    writeFileSync(
      join(scratch, 'drizzle.config.mjs'),
      `export default { dialect: 'sqlite', schema: ${JSON.stringify(schema)}, out: './migrations' };\n`,
    );
    const run = spawnSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', 'drizzle.config.mjs'], {
      cwd: scratch,
      encoding: 'utf8',
      timeout: 120_000,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).toContain('No schema changes');
    expect(readdirSync(join(scratch, 'migrations')).filter((name) => name.endsWith('.sql'))).toHaveLength(
      readdirSync(migrations).filter((name) => name.endsWith('.sql')).length,
    );
  });
});
