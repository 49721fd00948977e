const ALLOWED = new Set(['/home', '/settings']);

app.get('/continue', (req, res) => {
  const next = ALLOWED.has(req.query.next) ? req.query.next : '/home';
  res.redirect(next);
});
