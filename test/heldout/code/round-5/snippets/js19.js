const express = require("express");
const axios = require("axios");

const app = express();
app.use(express.json());

app.post("/webhooks/test", async (req, res) => {
  const { callbackUrl, payload } = req.body;
  try {
    const r = await axios.post(callbackUrl, payload || { ping: true }, { timeout: 5000 });
    res.json({ delivered: true, status: r.status });
  } catch (err) {
    res.json({ delivered: false, error: err.message });
  }
});

app.listen(3007);
