const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: "application/xml", limit: "1mb" }));

app.post("/api/import/catalog", (req, res) => {
  let doc;
  try {
    doc = libxmljs.parseXml(req.body, { noent: false, nonet: true, dtdload: false });
  } catch {
    return res.status(400).json({ error: "malformed XML" });
  }
  const products = doc.find("//product").map((p) => ({
    sku: p.get("sku").text(),
    name: p.get("name").text(),
  }));
  res.json({ count: products.length, products });
});
