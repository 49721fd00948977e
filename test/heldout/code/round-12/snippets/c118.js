const tls = require("tls");

const VERIFY_PEER = 0;
const HOST = "syslog.example.net";
const PORT = 6514;

function openLogStream() {
  const socket = tls.connect({
    host: HOST,
    port: PORT,
    servername: HOST,
    rejectUnauthorized: !!VERIFY_PEER,
  });
  socket.setEncoding("utf8");
  socket.on("error", (err) => console.error("syslog tls error", err.message));
  return socket;
}

module.exports = { openLogStream };
