const express = require("express");
const app = express();

app.get("/go", (req, res) => {
  const dest = String(req.query.to || "/");
  if (!dest.startsWith("/")) {
    return res.status(400).send("Only relative redirects are allowed");
  }
  res.redirect(dest);
});

app.listen(3000, () => console.log("listening"));
