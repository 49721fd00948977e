const ALLOWED = new Set(['/home', '/settings']);

app.get('/continue', (req, res) => {
  const next = ALLOWED.has(req.query.next) ? '/home' : req.query.next;
  res.redirect(next);
});
