const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: "application/xml", limit: "1mb" }));

app.post("/api/invoices/import", (req, res) => {
  const opts = { noent: true, nonet: false };
  const doc = libxmljs.parseXml(req.body, opts);
  const lines = doc.find("//line").map((n) => ({
    sku: n.get("sku").text(),
    qty: Number(n.get("qty").text()),
  }));
  res.json({ lines });
});

app.listen(3000);
