const run = eval;
export function calc(expr) {
  return run(expr);
}
