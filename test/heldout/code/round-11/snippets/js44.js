const express = require("express");
const cors = require("cors");

const ALLOWED_ORIGINS = ["https://app.example.com", "https://admin.example.com"];
const app = express();

app.use(
  cors({
    origin: (origin, cb) => cb(null, !origin || ALLOWED_ORIGINS.includes(origin)),
    credentials: true,
  })
);

app.get("/api/account", async (req, res) => {
  res.json(await req.app.locals.accounts.current(req.cookies.sid));
});

app.listen(3000);
