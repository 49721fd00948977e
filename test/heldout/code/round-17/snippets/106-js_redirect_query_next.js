const express = require("express");
const app = express();
app.use(express.urlencoded({ extended: false }));

app.post("/login", async (req, res) => {
  const ok = req.body.user && req.body.password;
  if (!ok) {
    return res.status(401).send("bad credentials");
  }
  const dest = req.query.next || "/dashboard";
  res.redirect(dest);
});

app.listen(3000);
