// Types for scripts/wrangler-dev.mjs (the TypeScript tests import it).
export const ROOT: string;
export const WRANGLER: string;
export const WRANGLER_ENV: Record<string, string | undefined>;
export const API_CONFIGS: string[];
export function freePort(): Promise<number>;

export type StartedWrangler =
  | { failed: false; url: string; pgid: number; log(): string; stop(): Promise<void> }
  | { failed: true; log: string };
export function startWrangler(options: {
  configs: string[];
  readyPath: string;
  state: string;
  extraArgs?: string[];
  timeoutMs?: number;
  script?: string;
}): Promise<StartedWrangler>;
export function applyMigrations(state: string, config?: string): void;

export interface DevServer {
  url: string;
  /** Process group of wrangler and its workerd children (for reading their CPU time). */
  pgid: number;
  output(): string;
  stop(): Promise<void>;
}
export function startApi(options?: {
  configs?: string[];
  vars?: Record<string, string>;
  prefix?: string;
  extraArgs?: string[];
  script?: string;
}): Promise<DevServer>;
