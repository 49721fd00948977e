const express = require("express");
const path = require("path");

const app = express();
const INVOICE_DIR = path.join(__dirname, "storage", "invoices");

app.get("/invoices/:name", (req, res) => {
  const name = path.basename(req.params.name);
  if (!name.endsWith(".pdf")) return res.sendStatus(404);
  res.sendFile(name, { root: INVOICE_DIR, dotfiles: "deny" }, (err) => {
    if (err) res.sendStatus(404);
  });
});

app.listen(3012);
