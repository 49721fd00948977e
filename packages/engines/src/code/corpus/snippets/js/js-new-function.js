export function compile(body) {
  return new Function('x', body);
}
