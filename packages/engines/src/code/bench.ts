import type { CodeEngine } from './engine.ts';

/**
 * A realistic Python block (10 lines): one finding of several families plus clean code, so rules' predicates run on
 * both matching and non-matching calls. Repeated to build 50- and 200-line (the length cap allows ~225) inputs.
 */
const BLOCK = (i: number) =>
  [
    `def handler_${i}(request, cursor):`,
    `    name = request.args.get("name_${i}")`,
    `    cursor.execute("SELECT * FROM t${i} WHERE name = '" + name + "'")`,
    `    rows = [r for r in cursor.fetchall() if r[0] > ${i}]`,
    `    digest = hashlib.sha256(str(rows).encode()).hexdigest()`,
    `    data = yaml.safe_load(request.data)`,
    `    log.info("handled %s rows", len(rows))`,
    `    subprocess.run(["ls", "-l", "/tmp/${i}"], check=True)`,
    `    return {"digest": digest, "data": data, "n": ${i}}`,
    ``,
  ].join('\n');

const JS_BLOCK = (i: number) =>
  [
    `app.get('/item/${i}', async (req, res) => {`,
    `  const id = req.params.id;`,
    `  const rows = await db.query("SELECT * FROM t${i} WHERE id = " + id);`,
    `  const safe = await db.query('SELECT * FROM t${i} WHERE id = $1', [id]);`,
    `  const h = crypto.createHash('sha256').update(String(rows.length)).digest('hex');`,
    `  res.setHeader('ETag', h);`,
    `  if (!safe) return res.status(404).end();`,
    `  res.json({ rows, n: ${i} });`,
    `});`,
    ``,
  ].join('\n');

export function pythonSample(lines: number): string {
  // 10-line header + 10-line blocks: a multiple of 10 lines ends on a block boundary, so the sample parses cleanly.
  const blocks: string[] = [
    '# Benchmark sample.',
    'import hashlib',
    'import logging',
    'import subprocess',
    '',
    'import yaml',
    '',
    'log = logging.getLogger(__name__)',
    '',
    '',
  ];
  // Count lines as blocks are added (each block is 10 lines), so building a 5,000-line sample stays linear.
  let count = blocks.length;
  for (let i = 0; count < lines; i++, count += 10) blocks.push(BLOCK(i));
  return blocks.join('\n').split('\n').slice(0, lines).join('\n');
}

export function javascriptSample(lines: number): string {
  const blocks: string[] = [
    '// Benchmark sample.',
    "const crypto = require('crypto');",
    "const express = require('express');",
    '',
    'const app = express();',
    'const db = makePool();',
    '',
    '',
    '',
    '',
  ];
  let count = blocks.length;
  for (let i = 0; count < lines; i++, count += 10) blocks.push(JS_BLOCK(i));
  return blocks.join('\n').split('\n').slice(0, lines).join('\n');
}

/** Mean ms per call over at least `minMs` and `minRuns` calls (workerd timers have 1 ms resolution, so loop). */
async function timeIt(fn: () => Promise<unknown>, minMs = 300, minRuns = 5): Promise<number> {
  // Warm up first: V8 tiers wasm and JS up lazily, so the first few hundred ms of an isolate are slower than the
  // steady state a busy isolate serves. The cold cost is reported separately as *_first_call.
  const warm = performance.now();
  while (performance.now() - warm < minMs / 2) await fn();
  let runs = 0;
  const start = performance.now();
  while (runs < minRuns || performance.now() - start < minMs) {
    await fn();
    runs++;
  }
  return (performance.now() - start) / runs;
}

/**
 * ms per `verifyCode` call for 50- and 200-line (the length cap allows ~225) files, plus the first call of a fresh engine (parser init, grammar
 * load, query compilation). Uses only performance.now, so it runs unchanged in workerd and Node.
 */
export async function benchCode(engine: CodeEngine, opts: { javascript?: boolean } = {}): Promise<Record<string, number>> {
  const py50 = pythonSample(50);
  const py200 = pythonSample(200);
  const t0 = performance.now();
  await engine.verifyCode({ code: py50, language: 'python' });
  const out: Record<string, number> = { python_first_call_ms: performance.now() - t0 };
  out.python_50_lines_ms = await timeIt(() => engine.verifyCode({ code: py50, language: 'python' }));
  out.python_200_lines_ms = await timeIt(() => engine.verifyCode({ code: py200, language: 'python' }));
  if (opts.javascript) {
    const js50 = javascriptSample(50);
    const js200 = javascriptSample(200);
    const t1 = performance.now();
    await engine.verifyCode({ code: js50, language: 'javascript' });
    out.javascript_first_call_ms = performance.now() - t1;
    out.javascript_50_lines_ms = await timeIt(() => engine.verifyCode({ code: js50, language: 'javascript' }));
    out.javascript_200_lines_ms = await timeIt(() => engine.verifyCode({ code: js200, language: 'javascript' }));
  }
  return out;
}
