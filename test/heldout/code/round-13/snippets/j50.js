const express = require("express");
const cors = require("cors");

const app = express();
app.use(
  cors({
    origin: ["https://app.example.com", "https://admin.example.com"],
    credentials: true,
    methods: ["GET", "POST", "PATCH"],
  })
);

app.get("/api/account", (req, res) => {
  res.json({ balance: 1200, currency: "EUR" });
});

app.listen(3000);
