const express = require("express");
const { MongoClient } = require("mongodb");

const app = express();
const client = new MongoClient(process.env.MONGO_URL);

app.get("/api/listings", async (req, res) => {
  const minRooms = req.query.minRooms || "1";
  const listings = client.db("realty").collection("listings");
  const docs = await listings
    .find({ $where: "this.rooms >= " + minRooms })
    .limit(50)
    .toArray();
  res.json(docs);
});

client.connect().then(() => app.listen(3000));
