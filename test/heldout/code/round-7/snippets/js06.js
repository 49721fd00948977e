const express = require("express");
const app = express();

app.get("/filter", (req, res) => {
  const items = [
    { name: "apple", price: 3 },
    { name: "pear", price: 5 },
    { name: "plum", price: 2 },
  ];
  const predicate = new Function("item", "return " + (req.query.where || "true") + ";");
  res.json(items.filter((i) => predicate(i)));
});

app.listen(3002);
