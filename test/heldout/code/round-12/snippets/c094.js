const express = require("express");
const cors = require("cors");

const app = express();
const ORIGINS = ["https://app.example.com", "https://admin.example.com"];

app.use(cors({ origin: ORIGINS, credentials: true, maxAge: 600 }));

app.get("/api/me", (req, res) => {
  res.json({ id: req.session?.userId ?? null });
});

app.listen(3000);
