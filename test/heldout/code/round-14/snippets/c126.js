const express = require("express");
const fs = require("fs/promises");
const path = require("path");

const app = express();
const INVOICE_DIR = path.join(__dirname, "invoices");

app.get("/invoices/:name", async (req, res) => {
  try {
    const file = path.join(INVOICE_DIR, req.params.name);
    const pdf = await fs.readFile(file);
    res.type("application/pdf").send(pdf);
  } catch {
    res.sendStatus(404);
  }
});

app.listen(3000);
