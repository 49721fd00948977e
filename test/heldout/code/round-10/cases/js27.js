const express = require("express");
const { MongoClient } = require("mongodb");

const app = express();
const client = new MongoClient("mongodb://localhost:27017");

app.get("/notes", async (req, res) => {
  const owner = req.query.owner;
  const notes = await client
    .db("app")
    .collection("notes")
    .find({ $where: "this.owner == '" + owner + "' && !this.deleted" })
    .toArray();
  res.json(notes);
});

app.listen(3011);
