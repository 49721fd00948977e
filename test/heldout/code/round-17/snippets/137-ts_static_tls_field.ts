import https from "https";

class Cfg {
  static VERIFY = false;
  static HOST = "vault.internal.example.com";
}

export function readSecret(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = https.get(
      { host: Cfg.HOST, path: `/v1/${encodeURIComponent(path)}`, rejectUnauthorized: Cfg.VERIFY },
      (res) => {
        let data = "";
        res.on("data", (c) => (data += c));
        res.on("end", () => resolve(data));
      }
    );
    req.on("error", reject);
  });
}
