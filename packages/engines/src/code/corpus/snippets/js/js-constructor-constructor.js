export function run(src) {
  return [].constructor.constructor(src)();
}
