const { spawn } = require("child_process");
const express = require("express");
const app = express();

app.get("/ping", (req, res) => {
  const host = req.query.host || "127.0.0.1";
  const cmd = `ping -c 2 ${host}`;
  const child = spawn("sh", ["-c", cmd]);
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.on("close", (code) => res.json({ code, out }));
});

app.listen(3000);
