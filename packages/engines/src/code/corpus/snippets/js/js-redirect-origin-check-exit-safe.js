app.get('/go', (req, res) => {
  const target = new URL(req.query.next, 'https://example.com');
  if (target.origin !== 'https://example.com') {
    return res.redirect('/');
  }
  res.redirect(target.href);
});
