const express = require("express");
const ejs = require("ejs");
const app = express();
app.use(express.json());

app.post("/emails/preview", (req, res) => {
  const template = req.body.template || "<p>Hello <%= name %></p>";
  const html = ejs.render(template, { name: "Sample Customer", total: "42.00" });
  res.type("html").send(html);
});

module.exports = app;
