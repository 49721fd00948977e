// Entry of the sandbox's stats runtime: scripts/gen-stats-lib.mjs bundles this module into the library script as the
// global `vx`, next to simple-statistics (`ss`).
export { run } from './stats-runtime.ts';
export { rows } from './table-rows.ts';
