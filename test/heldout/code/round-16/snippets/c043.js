const { spawn } = require("child_process");
const express = require("express");

const app = express();

function run(bin, args, opts = { shell: false }) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, opts);
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
  });
}

app.get("/disk", async (req, res) => {
  const dir = String(req.query.dir || "/var/www");
  res.type("text/plain").send(await run("du", ["-sh", "--", dir]));
});

module.exports = app;
