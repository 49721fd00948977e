const express = require("express");
const fs = require("fs/promises");
const path = require("path");

const app = express();
const ASSETS = path.join(__dirname, "assets", "manuals");

app.get("/manuals/:lang/:file", async (req, res) => {
  const target = path.join(ASSETS, req.params.lang, decodeURIComponent(req.params.file));
  try {
    const data = await fs.readFile(target);
    res.type("application/pdf").send(data);
  } catch {
    res.sendStatus(404);
  }
});

app.listen(3001);
