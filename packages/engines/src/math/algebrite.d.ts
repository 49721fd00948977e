declare module 'algebrite' {
  interface AlgebriteResult {
    toString(): string;
  }
  const Algebrite: { run(script: string): string; clearall(): void } & Record<string, (...args: unknown[]) => AlgebriteResult>;
  export default Algebrite;
}
