const express = require("express");
const { MongoClient } = require("mongodb");

const client = new MongoClient(process.env.MONGO_URL);
const app = express();

app.get("/orders/large", async (req, res) => {
  const min = req.query.min || "100";
  const orders = await client
    .db("shop")
    .collection("orders")
    .find({ $where: `this.total > ${min} && this.status !== 'cancelled'` })
    .limit(50)
    .toArray();
  res.json(orders);
});

module.exports = app;
