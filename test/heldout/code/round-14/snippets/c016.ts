import tls from "node:tls";

const baseTls = { rejectUnauthorized: false, minVersion: "TLSv1.2" as const };

export function checkCertificateExpiry(host: string, port = 443): Promise<Date> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ ...baseTls, host, port, servername: host }, () => {
      const cert = socket.getPeerCertificate();
      socket.end();
      resolve(new Date(cert.valid_to));
    });
    socket.on("error", reject);
  });
}

export async function sendMetrics(host: string, payload: string) {
  const socket = tls.connect({ ...baseTls, host, port: 6514 });
  socket.write(payload);
  socket.end();
}
