const fs = require("fs/promises");
const express = require("express");

const app = express();

app.get("/invoices/pdf", async (req, res) => {
  const name = req.query.name;
  try {
    const data = await fs.readFile(`./storage/invoices/${name}`);
    res.type("application/pdf").send(data);
  } catch {
    res.status(404).json({ error: "invoice not found" });
  }
});

module.exports = app;
