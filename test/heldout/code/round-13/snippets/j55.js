const express = require("express");
const { MongoClient } = require("mongodb");

const app = express();
const client = new MongoClient(process.env.MONGO_URL);

app.get("/api/listings", async (req, res) => {
  const minRooms = Number.parseInt(req.query.minRooms, 10) || 1;
  const listings = client.db("realty").collection("listings");
  const docs = await listings
    .find({ rooms: { $gte: minRooms } })
    .limit(50)
    .toArray();
  res.json(docs);
});

client.connect().then(() => app.listen(3000));
