import express from "express";
import { MongoClient } from "mongodb";

const client = new MongoClient("mongodb://db:27017");
const app = express();

app.get("/products/cheap", async (req, res) => {
  const max = req.query.max as string;
  const coll = client.db("shop").collection("products");
  const docs = await coll.find({ $where: `this.price < ${max}` }).limit(20).toArray();
  res.json(docs);
});

export default app;
