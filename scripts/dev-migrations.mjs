// The local D1 migrations of `pnpm dev`, applied in one step. `wrangler d1 migrations apply` runs each migration as its
// own execution (about 1.3 s of CPU each here); a fresh local database instead gets every migration in one
// `wrangler d1 execute --file`, with the same bookkeeping rows wrangler writes, so that `wrangler d1 migrations
// apply/list` see them as applied. A database this script brought up to date is not touched again until a new
// migration file appears; then, and for a database it did not create, wrangler's own incremental apply runs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** wrangler's default bookkeeping table (wrangler.toml sets no `migrations_table`). */
const TABLE = 'd1_migrations';
/** Written beside the local D1 databases, so that removing them (or all of .wrangler/state) removes it too. */
const STAMP = 'verdict-dev-migrations.json';

/** The migration files in the order wrangler applies them (`migrations/*.sql`, by name). */
export function migrationNames(root) {
  return readdirSync(join(root, 'migrations'))
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

/** The statements wrangler itself runs for a migration, every pending one after the other, in one script. */
export function oneStepSql(root, names) {
  const quote = (text) => `'${text.replace(/'/g, "''")}'`;
  const parts = [
    `CREATE TABLE IF NOT EXISTS "${TABLE}"(\n\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,\n\t\tname       TEXT UNIQUE,\n\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL\n);`,
  ];
  for (const name of names) {
    parts.push(`${readFileSync(join(root, 'migrations', name), 'utf8')}\nINSERT INTO "${TABLE}" (name)\nvalues (${quote(name)});`);
  }
  return `${parts.join('\n')}\n`;
}

/**
 * What to do for the local state in `stateDir` (wrangler's `--persist-to`, default .wrangler/state):
 * `fresh` (no local D1 yet: everything in one step), `current` (applied by this script, nothing new: nothing to do)
 * or `incremental` (wrangler's own apply of what is pending).
 */
export function planMigrations(root, stateDir) {
  const names = migrationNames(root);
  const d1Dir = join(stateDir, 'v3', 'd1');
  if (!existsSync(d1Dir)) return { kind: 'fresh', names };
  try {
    const applied = JSON.parse(readFileSync(join(d1Dir, STAMP), 'utf8'));
    if (Array.isArray(applied) && names.every((name) => applied.includes(name))) return { kind: 'current', names };
  } catch {
    // no stamp: a database this script did not create, or an older checkout's
  }
  return { kind: 'incremental', names };
}

/** `command`: the program and its first arguments, e.g. [node, wrangler.js]. */
function run([program, ...prefix], args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...prefix, ...args], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrangler ${args.slice(0, 4).join(' ')} failed (exit ${code}):\n${output}`)),
    );
  });
}

/**
 * Carries out a plan; resolves when the local database is up to date. `wrangler`: how to run it, e.g. [node,
 * wrangler.js]; `persistArgs`: ['--persist-to', dir] or [].
 */
export async function applyMigrations(plan, { root, stateDir, wrangler, env, persistArgs = [] }) {
  if (plan.kind === 'current') return;
  const base = { cwd: root, env: { ...env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } };
  if (plan.kind === 'fresh') {
    const scratch = mkdtempSync(join(tmpdir(), 'verdict-migrations-'));
    try {
      const file = join(scratch, 'migrations.sql');
      writeFileSync(file, oneStepSql(root, plan.names));
      await run(wrangler, ['d1', 'execute', 'DB', '--local', '--file', file, ...persistArgs, '-c', 'wrangler.toml'], base);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  } else {
    await run(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs, '-c', 'wrangler.toml'], base);
  }
  const d1Dir = join(stateDir, 'v3', 'd1');
  mkdirSync(d1Dir, { recursive: true });
  writeFileSync(join(d1Dir, STAMP), `${JSON.stringify(plan.names)}\n`);
}
