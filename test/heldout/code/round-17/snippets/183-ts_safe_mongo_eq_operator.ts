import express from "express";
import { MongoClient } from "mongodb";

const client = new MongoClient("mongodb://db:27017");
const app = express();
app.use(express.json());

app.post("/accounts/find", async (req, res) => {
  const coll = client.db("bank").collection("accounts");
  const doc = await coll.findOne({ iban: { $eq: req.body.iban } }, { projection: { _id: 0, iban: 1, holder: 1 } });
  res.json(doc ?? {});
});

export default app;
