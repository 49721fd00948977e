const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: "application/xml", limit: "1mb" }));

const XML_OPTIONS = { noent: true, dtdload: true, noblanks: true };

app.post("/api/import/catalog", (req, res) => {
  const doc = libxmljs.parseXml(req.body, XML_OPTIONS);
  const products = doc.find("//product").map((p) => ({
    sku: p.get("sku").text(),
    name: p.get("name").text(),
  }));
  res.json({ count: products.length, products });
});
