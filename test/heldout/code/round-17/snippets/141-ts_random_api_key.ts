import _ from "lodash";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".split("");

export function generateApiKey(prefix = "ak"): string {
  const body = _.sampleSize(ALPHABET, 24).join("");
  return `${prefix}_${body}`;
}

export async function createKey(db: { insert(k: string): Promise<void> }) {
  const apiKey = generateApiKey();
  await db.insert(apiKey);
  return apiKey;
}
