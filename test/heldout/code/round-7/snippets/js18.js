const express = require("express");
const app = express();
app.use(express.json());

app.post("/webhooks/test", async (req, res) => {
  const { webhookUrl, sample } = req.body;
  try {
    const r = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(sample || { ping: true }),
    });
    res.json({ delivered: r.ok, status: r.status, body: (await r.text()).slice(0, 1000) });
  } catch (e) {
    res.status(502).json({ error: e.message });
  }
});

app.listen(3007);
