/**
 * PGlite's default start parameters (single-user mode, no parallel workers) plus a smaller buffer pool: the checker
 * never holds data, and wasm memory that grew never shrinks. Kept in one place so both entries start the same PostgreSQL.
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
];

/** The wasm linear memory of a PGlite instance (it grows and never shrinks). */
export function pgliteMemoryBytes(db: unknown): number {
  const mod = (db as { mod?: { HEAP8?: { byteLength?: number } } }).mod;
  return mod?.HEAP8?.byteLength ?? 0;
}
