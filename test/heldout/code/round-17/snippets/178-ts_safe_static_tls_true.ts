import https from "https";

class Cfg {
  static VERIFY = true;
  static HOST = "vault.internal.example.com";
}

export function health(): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.get({ host: Cfg.HOST, path: "/v1/sys/health", rejectUnauthorized: Cfg.VERIFY }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
  });
}
