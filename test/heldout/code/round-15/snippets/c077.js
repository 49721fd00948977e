const tls = require("tls");

const STRICT = process.env.SMTP_TLS_STRICT !== "false";

function probeSmtp(host, port = 465) {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host, port, servername: host, rejectUnauthorized: STRICT }, () => {
      const cert = socket.getPeerCertificate();
      socket.end();
      resolve({ host, authorized: socket.authorized, validTo: cert.valid_to });
    });
    socket.setTimeout(5000, () => socket.destroy(new Error("timeout")));
    socket.on("error", reject);
  });
}

module.exports = { probeSmtp };
