const express = require("express");
const app = express();

app.get("/sort", (req, res) => {
  const compare = new Function("a", "b", "return " + req.query.by);
  const rows = [{ n: 3 }, { n: 1 }, { n: 2 }];
  res.json(rows.sort(compare));
});

app.listen(3000);
