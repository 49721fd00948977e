const express = require("express");
const app = express();

const DESTINATIONS = {
  docs: "/docs",
  billing: "/settings/billing",
  support: "https://support.example.com/",
};

app.get("/go", (req, res) => {
  const key = String(req.query.to || "");
  const dest = Object.prototype.hasOwnProperty.call(DESTINATIONS, key) ? DESTINATIONS[key] : "/";
  res.redirect(dest);
});

app.listen(3000, () => console.log("listening"));
