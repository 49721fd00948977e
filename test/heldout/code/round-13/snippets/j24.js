const fs = require("fs/promises");
const path = require("path");
const express = require("express");

const app = express();
const TEMPLATES = "/srv/app/email-templates";

app.get("/admin/templates", async (req, res) => {
  const name = req.query.name || "welcome.html";
  const full = path.resolve(TEMPLATES, name);
  if (!full.startsWith(TEMPLATES)) {
    console.warn("template outside base requested:", full);
  }
  const html = await fs.readFile(full, "utf8");
  res.type("text/plain").send(html);
});

app.listen(3000);
