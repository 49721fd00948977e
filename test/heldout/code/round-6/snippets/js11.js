const tls = require("tls");

const settings = {
  host: "mq.internal.example.com",
  port: 5671,
  security: { verifyPeer: false },
};

function connectBroker(onData) {
  const socket = tls.connect({
    host: settings.host,
    port: settings.port,
    servername: settings.host,
    rejectUnauthorized: settings.security.verifyPeer,
  });
  socket.on("data", onData);
  return socket;
}

module.exports = { connectBroker };
