const express = require("express");
const app = express();
app.use(express.json());

const items = new Map();

const handlers = {
  list: () => [...items.values()],
  get: (body) => items.get(String(body.id)) || null,
  put: (body) => {
    items.set(String(body.id), { id: String(body.id), title: String(body.title || "") });
    return { ok: true };
  },
};

app.post("/rpc/:action", (req, res) => {
  const { action } = req.params;
  if (!Object.prototype.hasOwnProperty.call(handlers, action)) {
    return res.status(404).json({ error: "unknown action" });
  }
  res.json({ result: handlers[action](req.body) });
});

module.exports = app;
