const express = require("express");
const { MongoClient } = require("mongodb");

const client = new MongoClient(process.env.MONGO_URL);
const app = express();

app.get("/orders/large", async (req, res) => {
  const min = Number(req.query.min);
  if (!Number.isFinite(min)) return res.status(400).json({ error: "min must be a number" });
  const orders = await client
    .db("shop")
    .collection("orders")
    .find({ total: { $gt: min }, status: { $ne: "cancelled" } })
    .limit(50)
    .toArray();
  res.json(orders);
});

module.exports = app;
