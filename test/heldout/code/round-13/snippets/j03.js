const tls = require("tls");

const ALLOW_SELF_SIGNED = true;
const baseOptions = { host: "mq.internal.example.com", port: 5671 };
const secureOptions = { ...baseOptions, rejectUnauthorized: !ALLOW_SELF_SIGNED };

function connectBroker(onMessage) {
  const socket = tls.connect(secureOptions, () => {
    console.log("connected to broker", socket.authorized ? "(verified)" : "(unverified)");
  });
  socket.setEncoding("utf8");
  socket.on("data", (chunk) => onMessage(chunk));
  socket.on("error", (err) => console.error("broker error", err.message));
  return socket;
}

module.exports = { connectBroker };
