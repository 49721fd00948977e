const CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

export function generateApiKey(prefix = "ak_live_"): string {
  let body = "";
  for (let i = 0; i < 40; i++) {
    body += CHARS[Math.floor(Math.random() * CHARS.length)];
  }
  return prefix + body;
}

export async function issueKey(db: { insertKey(userId: string, key: string): Promise<void> }, userId: string) {
  const apiKey = generateApiKey();
  await db.insertKey(userId, apiKey);
  return apiKey;
}
