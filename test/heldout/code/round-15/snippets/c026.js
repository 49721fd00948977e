const fs = require("fs/promises");
const path = require("path");
const express = require("express");

const app = express();
const ROOT = path.resolve("/srv/docs");

app.get("/docs/raw", async (req, res) => {
  const requested = path.resolve(ROOT, String(req.query.file || ""));
  if (!requested.startsWith(ROOT + path.sep)) {
    return res.status(403).json({ error: "forbidden" });
  }
  try {
    const text = await fs.readFile(requested, "utf8");
    res.type("text/plain").send(text);
  } catch {
    res.status(404).end();
  }
});

app.listen(3000);
