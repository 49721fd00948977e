const express = require("express");
const app = express();
app.use(express.text());

app.post("/calc", (req, res) => {
  const { a, b } = JSON.parse(req.body);
  res.json({ sum: Number(a) + Number(b) });
});

app.listen(3000);
