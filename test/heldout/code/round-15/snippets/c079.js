const express = require("express");
const _ = require("lodash");
const { listUsernames } = require("./users");

const app = express();

app.get("/users/lookup", async (req, res) => {
  const prefix = _.escapeRegExp(String(req.query.prefix || "").slice(0, 32));
  const re = new RegExp(`^${prefix}[a-z0-9_]*$`, "i");
  const names = await listUsernames();
  res.json(names.filter((n) => re.test(n)).slice(0, 25));
});

app.listen(3000);
