const express = require("express");
const cors = require("cors");

const app = express();
const ORIGINS = ["https://app.example.com", "https://admin.example.com"];

app.use(
  cors({
    origin: ORIGINS,
    credentials: true,
    methods: ["GET", "POST"],
  })
);

app.get("/api/account", (req, res) => {
  res.json({ email: "user@example.com", balance: 1200 });
});

app.listen(3000);
