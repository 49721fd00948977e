const express = require("express");
const { MongoClient } = require("mongodb");

const client = new MongoClient(process.env.MONGO_URL);
const app = express();

app.get("/api/events", async (req, res) => {
  const minScore = req.query.minScore || "0";
  const events = await client
    .db("analytics")
    .collection("events")
    .find({ $where: `this.score >= ${minScore}` })
    .limit(100)
    .toArray();
  res.json(events);
});

module.exports = app;
