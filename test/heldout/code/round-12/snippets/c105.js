const express = require("express");
const app = express();

app.get("/go", (req, res) => {
  let dest = String(req.query.dest || "/");
  if (!dest.startsWith("/")) {
    dest = "/";
  }
  res.status(302).set("Location", dest).end();
});

app.listen(8080);
