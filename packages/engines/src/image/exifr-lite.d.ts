declare module 'exifr/dist/lite.esm.mjs' {
  const exifr: {
    parse(input: Uint8Array | ArrayBuffer, options?: Record<string, unknown> | boolean): Promise<Record<string, unknown> | undefined>;
  };
  export default exifr;
}
