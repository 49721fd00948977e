const express = require("express");
const { listUsernames } = require("./users");

const app = express();

app.get("/users/lookup", async (req, res) => {
  const prefix = req.query.prefix || "";
  const re = new RegExp(`^${prefix}[a-z0-9_]*$`, "i");
  const names = await listUsernames();
  res.json(names.filter((n) => re.test(n)).slice(0, 25));
});

app.listen(3000);
