const express = require("express");
const { Pool } = require("pg");

const pg = new Pool();
const app = express();
app.use(express.json());

app.post("/cart/remove", async (req, res) => {
  const ids = (Array.isArray(req.body.ids) ? req.body.ids : []).map(Number).filter(Number.isInteger);
  if (ids.length === 0) return res.status(400).json({ error: "no ids" });
  const placeholders = ids.map((_, i) => `$${i + 2}`).join(", ");
  const { rowCount } = await pg.query(
    `DELETE FROM cart_items WHERE user_id = $1 AND item_id IN (${placeholders})`,
    [req.user.id, ...ids]
  );
  res.json({ removed: rowCount });
});
