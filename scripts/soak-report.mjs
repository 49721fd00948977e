// Pure helpers of scripts/soak.mjs: latency percentiles, the request ids found in the API's JSON request log, and an
// independent check of the audit hash chains read from the database (docs/storage-schema.md describes the chain): the
// rows are re-hashed here, outside the ledger, with the product's one canonical JSON.

import { canonicalJson } from '../packages/attestation/src/hash.ts';

/** Nearest-rank percentiles of latencies in ms. */
export function latencySummary(samples) {
  if (samples.length === 0) return { n: 0, p50: null, p90: null, p99: null, max: null, mean: null };
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
  const round = (v) => Number(v.toFixed(1));
  return {
    n: sorted.length,
    p50: round(rank(0.5)),
    p90: round(rank(0.9)),
    p99: round(rank(0.99)),
    max: round(sorted[sorted.length - 1]),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
  };
}

/**
 * Request ids of the API's request log lines (`{"event":"request","request_id":…}`, one JSON object per line) in
 * wrangler's output, which prefixes nothing to a worker's console.log lines but may interleave its own.
 */
export function loggedRequestIds(output) {
  const ids = new Set();
  for (const line of output.split('\n')) {
    const start = line.indexOf('{"');
    if (start < 0 || !line.includes('"request_id"')) continue;
    try {
      const entry = JSON.parse(line.slice(start));
      if (entry.event === 'request' && typeof entry.request_id === 'string') ids.add(entry.request_id);
    } catch {
      // not a JSON log line
    }
  }
  return ids;
}

/**
 * Verifies every organization's chain: sequence numbers 1..n without gaps, each entry's hash recomputed from its
 * fields, each `prev_hash` equal to the previous entry's hash (zeros for the first), and each HMAC under the secret.
 */
export function auditChainReport(rows, secret, { createHash, createHmac }) {
  const byOrg = new Map();
  for (const row of rows) {
    if (!byOrg.has(row.org_id)) byOrg.set(row.org_id, []);
    byOrg.get(row.org_id).push(row);
  }
  const problems = [];
  for (const [org, entries] of byOrg) {
    entries.sort((a, b) => a.seq - b.seq);
    let previous = '0'.repeat(64);
    entries.forEach((row, i) => {
      const body = {
        id: row.id,
        org_id: row.org_id,
        seq: row.seq,
        actor_type: row.actor_type,
        actor_id: row.actor_id,
        action: row.action,
        resource: row.resource,
        outcome: row.outcome,
        request_id: row.request_id,
        ip: row.ip,
        created_at: row.created_at,
        details: row.details,
        prev_hash: row.prev_hash,
      };
      const hash = createHash('sha256').update(canonicalJson(body)).digest('hex');
      if (row.seq !== i + 1) problems.push({ org, seq: row.seq, problem: `sequence gap (expected ${i + 1})` });
      if (row.prev_hash !== previous) problems.push({ org, seq: row.seq, problem: 'prev_hash does not link' });
      if (hash !== row.entry_hash) problems.push({ org, seq: row.seq, problem: 'entry_hash does not match the entry' });
      if (createHmac('sha256', secret).update(row.entry_hash).digest('hex') !== row.hmac)
        problems.push({ org, seq: row.seq, problem: 'HMAC does not verify' });
      previous = row.entry_hash;
    });
  }
  return { ok: problems.length === 0 && rows.length > 0, organizations: byOrg.size, entries: rows.length, problems: problems.slice(0, 10) };
}
