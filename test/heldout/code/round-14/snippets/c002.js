const express = require("express");
const cookieParser = require("cookie-parser");

const app = express();
app.use(cookieParser(process.env.COOKIE_SECRET));

app.get("/profile", (req, res) => {
  const raw = req.signedCookies.profile;
  if (!raw) return res.json({ guest: true });
  let profile;
  try {
    profile = JSON.parse(raw);
  } catch {
    return res.status(400).json({ error: "bad cookie" });
  }
  res.json({ name: String(profile.name || ""), theme: String(profile.theme || "light") });
});

app.listen(3000);
