const express = require("express");
const fs = require("fs/promises");
const path = require("path");

const app = express();
const TEMPLATES = path.join(__dirname, "templates");

app.get("/templates/:name", async (req, res) => {
  const file = path.join(TEMPLATES, req.params.name + ".html");
  try {
    res.type("html").send(await fs.readFile(file, "utf8"));
  } catch {
    res.status(404).end();
  }
});
