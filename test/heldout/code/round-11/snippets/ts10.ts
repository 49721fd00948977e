import { randomBytes } from "node:crypto";

export function generateApiKey(prefix = "ak_live_"): string {
  return prefix + randomBytes(30).toString("base64url");
}

export async function withRetry<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts - 1) throw err;
      const jitter = Math.random() * 250;
      await new Promise((r) => setTimeout(r, 2 ** i * 100 + jitter));
    }
  }
}
