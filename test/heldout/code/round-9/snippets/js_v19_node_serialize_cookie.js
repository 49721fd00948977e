const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/dashboard", (req, res) => {
  let profile = { name: "guest", widgets: [] };
  if (req.cookies.profile) {
    const decoded = Buffer.from(req.cookies.profile, "base64").toString();
    profile = serialize.unserialize(decoded);
  }
  res.render("dashboard", { profile });
});

app.listen(3000);
