import { Agent, request } from "undici";

const config = {
  baseUrl: "https://vault.internal.example.com",
  tls: { verify: false },
} as const;

const dispatcher = new Agent({ connect: { rejectUnauthorized: config.tls.verify } });

export async function readSecret(path: string, token: string): Promise<unknown> {
  const { body, statusCode } = await request(`${config.baseUrl}/v1/${path}`, {
    headers: { "X-Vault-Token": token },
    dispatcher,
  });
  if (statusCode !== 200) throw new Error(`vault returned ${statusCode}`);
  return body.json();
}
