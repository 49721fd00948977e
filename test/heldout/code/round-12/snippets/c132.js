const express = require("express");
const app = express();
app.use(express.json());

const todos = [];
const handlers = {
  add: (p) => { todos.push({ id: todos.length + 1, title: String(p.title), done: false }); },
  done: (p) => { const t = todos.find((x) => x.id === Number(p.id)); if (t) t.done = true; },
  clear: () => { todos.length = 0; },
};

app.post("/api/todos/action", (req, res) => {
  const { action, payload = {} } = req.body;
  if (!Object.prototype.hasOwnProperty.call(handlers, action)) {
    return res.status(400).json({ error: "unknown action" });
  }
  handlers[action](payload);
  res.json(todos);
});

app.listen(3000);
