// Script text evaluated inside each fresh QuickJS context. Kept as strings because it runs in the guest, not the host.

/**
 * Returns a function(json) that removes any host-like global a future QuickJS build or variant might add (the
 * release-sync variant has none of these; deleting is cheap insurance) and defines `input` as a read-only global
 * parsed from JSON, so no host object is ever shared with the guest.
 */
export const PREPARE_GLOBALS_SOURCE = `(function (json) {
  'use strict';
  var g = globalThis;
  var names = ['fetch', 'process', 'require', 'module', 'exports', 'setTimeout', 'setInterval', 'setImmediate',
    'clearTimeout', 'clearInterval', 'queueMicrotask', 'WebAssembly', 'console', 'print', 'std', 'os', 'scriptArgs',
    'importScripts', 'XMLHttpRequest', 'Worker', 'SharedArrayBuffer', 'Atomics', 'navigator', 'location', 'Deno', 'Bun'];
  for (var i = 0; i < names.length; i++) {
    try { delete g[names[i]]; } catch (e) { /* non-configurable: checked below */ }
    if (typeof g[names[i]] !== 'undefined') throw new Error('host global present');
  }
  var value = JSON.parse(json);
  if (value !== null && typeof value === 'object') Object.freeze(value);
  Object.defineProperty(g, 'input', { value: value, writable: false, enumerable: true, configurable: false });
})`;

/**
 * Returns a function(completion, limit) → JSON string, or the string length when it exceeds the limit (so an
 * oversized string is never copied to the host), or undefined when the value is not JSON-serialisable.
 * A global \`result\` binding (var or let/const) takes precedence over the script's completion value.
 * JSON has no Infinity or NaN (JSON.stringify writes null), so a top-level non-finite number is returned as the marker
 * \`#nonfinite:<value>\` (no JSON text starts with '#'): the host reports it instead of a silent null.
 */
export const NON_FINITE_MARKER = '#nonfinite:';
export const SERIALIZE_OUTPUT_SOURCE = `(function (completion, limit) {
  'use strict';
  var value = typeof result !== 'undefined' ? result : completion;
  if (typeof value === 'number' && !isFinite(value)) return '${NON_FINITE_MARKER}' + String(value);
  var text = JSON.stringify(value);
  if (typeof text !== 'string') return undefined;
  if (text.length > limit) return text.length;
  return text;
})`;
