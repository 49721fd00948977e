const express = require("express");
const router = express.Router();

router.get("/sso/callback", async (req, res) => {
  const returnTo = req.query.return_to || "/";
  if (!returnTo.startsWith("/")) {
    return res.status(400).send("invalid return url");
  }
  req.session.ssoDone = true;
  res.redirect(302, returnTo);
});

module.exports = router;
