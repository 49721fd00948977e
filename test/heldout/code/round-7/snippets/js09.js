const tls = require("tls");

const ALLOW_SELF_SIGNED = true;

function connectToBroker(host, port) {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(
      { host, port, servername: host, rejectUnauthorized: !ALLOW_SELF_SIGNED },
      () => resolve(socket)
    );
    socket.on("error", reject);
  });
}

module.exports = { connectToBroker };
