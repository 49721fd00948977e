export function read(text) {
  return JSON.parse(text);
}
