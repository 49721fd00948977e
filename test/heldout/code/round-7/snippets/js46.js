const express = require("express");
const app = express();
app.use(express.json({ limit: "100kb" }));

const todos = [];

app.post("/todos", (req, res) => {
  const title = typeof req.body.title === "string" ? req.body.title.trim() : "";
  if (!title) return res.status(400).json({ error: "title required" });
  const todo = { id: todos.length + 1, title: title.slice(0, 200), done: false };
  todos.push(todo);
  res.status(201).json(todo);
});

app.get("/todos", (_req, res) => res.json(todos));

app.listen(3028);
