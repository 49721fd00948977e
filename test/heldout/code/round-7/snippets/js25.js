const express = require("express");
const app = express();
app.use(express.json());

app.post("/rpc", (req, res) => {
  const { module: modName, method, args = [] } = req.body;
  const mod = require(modName);
  const result = mod[method](...args);
  res.json({ result });
});

app.listen(3012);
