const express = require("express");
const { Pool } = require("pg");

const pool = new Pool();
const app = express();

app.get("/api/projects/:id/tasks", async (req, res) => {
  const status = req.query.status || "open";
  const { rows } = await pool.query(
    "SELECT id, title, status FROM tasks WHERE project_id = $1 AND status = $2 ORDER BY created_at DESC",
    [req.params.id, status]
  );
  res.json(rows);
});

app.listen(3000);
