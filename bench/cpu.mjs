// CPU time of the local workerd process(es), read from Linux itself (/proc/<pid>/task/<tid>/schedstat, first field:
// nanoseconds on a CPU). Inside workerd clocks stop during CPU work, so this is the only honest per-request CPU figure
// locally. Miniflare runs D1, Durable Objects, KV and the Worker on the workerd threads, so storage emulation is included.
import { readdirSync, readFileSync } from 'node:fs';

/** The workerd processes in a process group (wrangler dev is started detached, so its pid is the group id). */
export function workerdPids(pgid) {
  const pids = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // exited
    }
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    if (Number(fields[2]) === pgid && comm.startsWith('workerd')) pids.push(Number(name));
  }
  return pids;
}

/** Nanoseconds on a CPU per thread id, for every thread of the given processes. */
export function threadCpu(pids) {
  const out = new Map();
  for (const pid of pids) {
    let tids;
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const ns = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
        out.set(`${pid}/${tid}`, ns);
      } catch {
        // thread exited between the listing and the read
      }
    }
  }
  return out;
}

/** The CPU spent between two snapshots: total over all threads and the busiest single thread, in ms. */
export function cpuDelta(before, after) {
  let total = 0;
  let busiest = 0;
  for (const [tid, ns] of after) {
    const d = ns - (before.get(tid) ?? 0);
    total += d;
    if (d > busiest) busiest = d;
  }
  return { totalMs: total / 1e6, threadMs: busiest / 1e6 };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
