const express = require("express");
const app = express();

const HANDLERS = {
  list: (q) => ({ items: [], page: Number(q.page) || 1 }),
  count: () => ({ count: 0 }),
};

app.get("/api/:action", (req, res) => {
  const action = req.params.action;
  if (!Object.hasOwn(HANDLERS, action)) return res.sendStatus(404);
  res.json(HANDLERS[action](req.query));
});

app.listen(3030);
