const express = require("express");
const app = express();

const DEFAULT_DELAY = 250;

app.get("/poll", (req, res) => {
  const onTick = req.query.onTick;
  const delay = Number(req.query.delay) || DEFAULT_DELAY;
  if (onTick) {
    setTimeout(onTick, delay);
  }
  res.json({ scheduled: Boolean(onTick), delay });
});

app.listen(8080);
