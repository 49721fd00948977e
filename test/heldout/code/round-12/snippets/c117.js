const express = require("express");
const { execSync } = require("child_process");

const app = express();

function sh(cmd) {
  return execSync(cmd, { encoding: "utf8", timeout: 10000 });
}

app.get("/api/ping", (req, res) => {
  try {
    res.type("text/plain").send(sh(`ping -c 2 ${req.query.host}`));
  } catch (err) {
    res.status(500).send(err.message);
  }
});

app.listen(3000);
