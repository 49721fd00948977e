const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: "application/xml" }));
const PARSE_OPTS = { noent: true, nonet: false };

app.post("/invoices/import", (req, res) => {
  const doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  const ids = doc.find("//invoice/@id").map((a) => a.value());
  res.json({ ids });
});
