const express = require("express");
const fs = require("fs/promises");
const path = require("path");

const app = express();
const INVOICE_DIR = path.join(__dirname, "invoices");

app.get("/invoices/:name", async (req, res) => {
  const name = path.basename(req.params.name);
  if (!name.endsWith(".pdf")) return res.sendStatus(404);
  try {
    const pdf = await fs.readFile(path.join(INVOICE_DIR, name));
    res.type("application/pdf").send(pdf);
  } catch {
    res.sendStatus(404);
  }
});

app.listen(3000);
