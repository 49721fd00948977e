export function calc<T>(expr: string): T {
  return eval(expr) as T;
}
