// SQLite oracle for generate.py, on Node's built-in SQLite (node:sqlite, Node >= 22.5), which is much closer to the
// SQLite of workerd than Debian's 3.40. Reads {schema, queries} as JSON on stdin and writes
// [{ok, error}] as JSON: each query is compiled (EXPLAIN, never run) against a fresh in-memory database.
import { DatabaseSync } from 'node:sqlite';

const input = JSON.parse(await new Response(process.stdin).text());
const out = [];
for (const query of input.queries) {
  const db = new DatabaseSync(':memory:');
  try {
    db.exec(input.schema);
    db.prepare(`EXPLAIN ${query}`);
    out.push({ ok: true, error: '' });
  } catch (e) {
    out.push({ ok: false, error: String(e.message ?? e) });
  } finally {
    db.close();
  }
}
const version = new DatabaseSync(':memory:').prepare('SELECT sqlite_version() AS v').get().v;
process.stdout.write(JSON.stringify({ version, results: out }));
