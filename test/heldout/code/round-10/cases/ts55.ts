import { Client } from "@sendgrid/client";

const apiKey = process.env.SENDGRID_API_KEY;
if (!apiKey) {
  throw new Error("SENDGRID_API_KEY is not set");
}
const sg = new Client();
sg.setApiKey(apiKey);

export async function listTemplates(): Promise<unknown> {
  const [, body] = await sg.request({
    method: "GET",
    url: "/v3/templates",
    qs: { generations: "dynamic", page_size: 50 },
  });
  return body;
}
