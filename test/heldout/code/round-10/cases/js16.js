const express = require("express");
const axios = require("axios");

const app = express();
app.use(express.json());

app.post("/webhooks/test", async (req, res) => {
  const { callbackUrl, event = "ping" } = req.body;
  try {
    const r = await axios.post(callbackUrl, { event, sentAt: new Date().toISOString() }, { timeout: 5000 });
    res.json({ delivered: true, status: r.status });
  } catch (err) {
    res.status(502).json({ delivered: false, error: err.message });
  }
});

app.get("/proxy/health", async (req, res) => {
  const r = await fetch(`http://${req.query.host}:8080/health`);
  res.status(r.status).send(await r.text());
});

app.listen(3006);
