const express = require("express");
const mongoSanitize = require("express-mongo-sanitize");
const { MongoClient } = require("mongodb");

const client = new MongoClient(process.env.MONGO_URL);
const app = express();
app.use(express.json());
app.use(mongoSanitize());

app.get("/api/products", async (req, res) => {
  const products = client.db("shop").collection("products");
  const docs = await products.find({ category: req.query.category, active: true }).limit(50).toArray();
  res.json(docs);
});

client.connect().then(() => app.listen(3000));
