import { Client } from "@sendgrid/client";

const sg = new Client();
sg.setApiKey("SG.x7Kq2LmV9pRt4Zw1.Nc8Hs3Jd6Fg0Ya5Ub2Qo7Ei4RyTp9Wm1Lx3Vb6Kz8Dn");

export async function listTemplates(): Promise<unknown> {
  const [, body] = await sg.request({
    method: "GET",
    url: "/v3/templates",
    qs: { generations: "dynamic", page_size: 50 },
  });
  return body;
}
