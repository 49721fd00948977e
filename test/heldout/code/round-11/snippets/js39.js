const express = require("express");
const jwt = require("jsonwebtoken");
const { findUser } = require("./users");

const app = express();
app.use(express.json());

app.post("/api/token", async (req, res) => {
  const user = await findUser(req.body.email, req.body.password);
  if (!user) return res.status(401).json({ error: "invalid credentials" });
  const token = jwt.sign({ sub: user.id, role: user.role }, "s3cr3t-signing-key-2024", {
    algorithm: "HS256",
    expiresIn: "1h",
  });
  res.json({ token });
});

app.listen(3000);
