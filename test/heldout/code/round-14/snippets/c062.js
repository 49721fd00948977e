const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.text({ type: ["application/xml", "text/xml"] }));

const PARSE_OPTS = { noent: false, nonet: true, noblanks: true };

app.post("/api/import", (req, res) => {
  let doc;
  try {
    doc = libxmljs.parseXml(req.body, PARSE_OPTS);
  } catch {
    return res.status(400).json({ error: "invalid xml" });
  }
  const names = doc.find("//customer/name").map((n) => n.text());
  res.json({ imported: names.length, names });
});

app.listen(3000);
