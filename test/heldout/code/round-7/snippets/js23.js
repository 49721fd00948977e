const express = require("express");
const app = express();

app.get("/welcome", (req, res) => {
  const name = req.query.name || "guest";
  const lang = req.query.lang === "de" ? "Willkommen" : "Welcome";
  res.send("<!doctype html><html><body><h1>" + lang + ", " + name + "!</h1></body></html>");
});

app.listen(3010);
