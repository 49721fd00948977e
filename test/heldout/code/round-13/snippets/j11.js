const util = require("util");
const express = require("express");
const { exec } = require("child_process");

const run = util.promisify(exec);
const app = express();

app.get("/api/ping", async (req, res) => {
  const host = req.query.host;
  try {
    const { stdout } = await run(`ping -c 3 ${host}`, { timeout: 10000 });
    res.type("text/plain").send(stdout);
  } catch (err) {
    res.status(500).json({ error: err.message });
  }
});

app.listen(3000);
