const express = require("express");
const { MongoClient } = require("mongodb");

const app = express();
const client = new MongoClient(process.env.MONGO_URL);

app.get("/listings/cheap", async (req, res) => {
  const max = req.query.max || "100";
  const coll = client.db("market").collection("listings");
  const docs = await coll
    .find({ $where: "this.price <= " + max + " && this.active" })
    .limit(50)
    .toArray();
  res.json(docs);
});

client.connect().then(() => app.listen(3012));
