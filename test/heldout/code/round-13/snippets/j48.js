const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: ["application/xml", "text/xml"] }));
const PARSE_OPTS = { noent: true, nonet: false, dtdload: true };

app.post("/api/invoices/import", (req, res) => {
  const doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  const invoices = doc.find("//invoice").map((n) => ({
    number: n.get("number").text(),
    amount: Number(n.get("amount").text()),
  }));
  res.json({ imported: invoices.length, invoices });
});

app.listen(3000);
