/**
 * PGlite's default start parameters (single-user mode, no parallel workers) plus a smaller buffer pool (the checker
 * never holds data, and wasm memory that grew never shrinks) and join planning in written order. Kept in one place so both entries start the same PostgreSQL.
 */
export const PGLITE_START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=16MB',
  // Plan joins in the order written: validity does not depend on join order, and searching orders for a 65-way join
  // cost 0.8 s of CPU (GEQO) where this costs milliseconds.
  '-c',
  'join_collapse_limit=1',
  '-c',
  'from_collapse_limit=1',
  // A flat FROM list (`FROM a, b, c, …`) is not bound by the limits above: PostgreSQL searches its join orders
  // exhaustively below 12 items (11 items: ~55 ms of CPU in Node, more in workerd) and genetically from 12. The genetic
  // search with the smallest pool and one generation takes any legal order in ~1 ms whatever the count; a legal order is
  // all that validity needs.
  '-c',
  'geqo_threshold=2',
  '-c',
  'geqo_pool_size=2',
  '-c',
  'geqo_generations=1',
];

/** The wasm linear memory of a PGlite instance (it grows and never shrinks). */
export function pgliteMemoryBytes(db: unknown): number {
  const mod = (db as { mod?: { wasmMemory?: { buffer?: { byteLength?: number } }; HEAPU8?: { byteLength?: number } } }).mod;
  return mod?.wasmMemory?.buffer?.byteLength ?? mod?.HEAPU8?.byteLength ?? 0;
}
