const fs = require("fs");
const tls = require("tls");

const config = {
  host: "mqtt.factory.example",
  port: 8883,
  tls: { rejectUnauthorized: true, ca: [fs.readFileSync("/etc/mqtt/ca.pem")], servername: "mqtt.factory.example" },
};

function openChannel(onLine) {
  const socket = tls.connect({ host: config.host, port: config.port, ...config.tls }, () => {
    socket.write("HELLO gateway-7\n");
  });
  socket.setEncoding("utf8");
  socket.on("data", (chunk) => chunk.split("\n").filter(Boolean).forEach(onLine));
  return socket;
}

module.exports = { openChannel };
