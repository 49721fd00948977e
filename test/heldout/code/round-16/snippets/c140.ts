import https from "node:https";

export class MetricsPusher {
  private agent: https.Agent;

  constructor(private readonly endpoint: string, verifyTls: boolean) {
    this.agent = new https.Agent({ rejectUnauthorized: verifyTls });
  }

  push(name: string, value: number): Promise<number> {
    const url = new URL("/push", this.endpoint);
    return new Promise((resolve, reject) => {
      const req = https.request(url, { method: "POST", agent: this.agent }, (res) => resolve(res.statusCode ?? 0));
      req.on("error", reject);
      req.end(JSON.stringify({ name, value, ts: Date.now() }));
    });
  }
}
