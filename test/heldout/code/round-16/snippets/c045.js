const https = require("https");

class Upstream {
  static VERIFY = false;
  static HOST = "legacy-crm.internal";

  static get(path) {
    return new Promise((resolve, reject) => {
      const req = https.request(
        { host: Upstream.HOST, path, method: "GET", rejectUnauthorized: Upstream.VERIFY },
        (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve(JSON.parse(body)));
        },
      );
      req.on("error", reject);
      req.end();
    });
  }
}

module.exports = Upstream;
