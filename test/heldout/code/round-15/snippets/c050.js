const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: ["application/xml", "text/xml"], limit: "1mb" }));

const PARSE_OPTS = { noent: true, noblanks: true };

app.post("/orders/import", (req, res) => {
  const doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  const orders = doc.find("//order").map((o) => ({
    id: o.attr("id") && o.attr("id").value(),
    total: o.get("total") && o.get("total").text(),
  }));
  res.json({ count: orders.length, orders });
});

app.listen(3000);
