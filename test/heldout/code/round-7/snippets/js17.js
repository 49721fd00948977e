const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const INVOICES = path.join(__dirname, "invoices");

app.get("/invoices/:name", (req, res) => {
  const file = path.join(INVOICES, req.params.name + ".pdf");
  fs.readFile(file, (err, data) => {
    if (err) return res.status(404).end();
    res.type("application/pdf").send(data);
  });
});

app.get("/attachments", (req, res) => {
  const p = path.resolve(INVOICES, req.query.path || "");
  if (!p.startsWith(INVOICES)) {
    console.warn("path outside invoices", p);
  }
  fs.createReadStream(p).pipe(res);
});

app.listen(3006);
