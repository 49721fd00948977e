const express = require("express");
const cors = require("cors");

const app = express();
const corsOptions = { origin: true, credentials: true, maxAge: 600 };
app.use(cors(corsOptions));

app.get("/api/me", (req, res) => {
  res.json({ id: 7, email: "user@example.com" });
});

app.listen(3000);
