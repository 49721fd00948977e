const express = require("express");
const router = express.Router();

router.get("/out", (req, res) => {
  const target = req.query.u;
  if (!target) {
    return res.status(400).end();
  }
  res.set("Location", target);
  res.status(302).end();
});

module.exports = router;
