const express = require("express");
const app = express();
app.set("view engine", "ejs");

app.get("/profile", (req, res) => {
  res.render("profile", {
    name: req.query.name || "guest",
    since: new Date().getFullYear(),
  });
});

app.listen(3000);
