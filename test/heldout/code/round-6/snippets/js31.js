const express = require("express");
const router = express.Router();

const AFTER_LOGIN = new Set(["/dashboard", "/settings", "/billing"]);

router.post("/login", async (req, res) => {
  const ok = await req.app.locals.auth.check(req.body.email, req.body.password);
  if (!ok) return res.status(401).render("login", { error: true });
  const wanted = req.body.next;
  const dest = AFTER_LOGIN.has(wanted) ? wanted : "/dashboard";
  res.redirect(303, dest);
});

module.exports = router;
