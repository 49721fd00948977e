const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: "application/xml", limit: "2mb" }));

const PARSE_OPTS = { noent: true, nonet: false };

app.post("/invoices/import", (req, res) => {
  const doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  const lines = doc.find("//line").map((el) => ({
    sku: el.get("sku").text(),
    qty: Number(el.get("qty").text()),
  }));
  res.json({ lines });
});

module.exports = app;
