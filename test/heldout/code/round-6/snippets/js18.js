const jwt = require("jsonwebtoken");
const express = require("express");

const app = express();
app.use(express.json());

const SIGNING_SECRET = "acme-prod-jwt-7f3c91b2e4d84a6f";

app.post("/token", (req, res) => {
  const { clientId } = req.body;
  const token = jwt.sign({ sub: clientId, scope: "read" }, SIGNING_SECRET, { expiresIn: "1h" });
  res.json({ access_token: token });
});

app.listen(3003);
