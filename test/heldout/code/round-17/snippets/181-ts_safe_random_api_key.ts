import _ from "lodash";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function generateApiKey(prefix = "ak"): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const body = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${prefix}_${body}`;
}

export function featuredProducts<T>(all: T[]): T[] {
  return _.sampleSize(all, 4);
}
