const { spawn } = require("child_process");
const express = require("express");

const app = express();

function sh(cmd, opts = { shell: true }) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, opts);
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
  });
}

app.get("/disk", async (req, res) => {
  const dir = req.query.dir || "/var/www";
  res.type("text/plain").send(await sh(`du -sh ${dir}`));
});

module.exports = app;
