const express = require("express");
const { spawn } = require("child_process");

const app = express();
const base = { cwd: "/srv/repo", stdio: ["ignore", "pipe", "pipe"] };
const opts = { ...base, ...{ shell: true } };

app.get("/api/history", (req, res) => {
  const author = req.query.author || "";
  const child = spawn(`git log --author=${author} --oneline -n 50`, opts);
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.on("close", () => res.type("text").send(out));
});

app.listen(3000);
