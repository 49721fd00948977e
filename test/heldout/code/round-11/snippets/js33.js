const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/dashboard", (req, res) => {
  let profile = { name: "guest", widgets: [] };
  if (req.cookies.profile) {
    const raw = Buffer.from(req.cookies.profile, "base64").toString("utf8");
    profile = serialize.unserialize(raw);
  }
  res.render("dashboard", { profile });
});

app.listen(3000);
