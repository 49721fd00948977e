/** Vite's `?raw` suffix imports a file's text; the tests use it to read documents they check against the service. */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
