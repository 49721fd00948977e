app.get('/go', (req, res) => {
  const target = new URL(req.query.next, 'https://example.com');
  if (target.origin !== 'https://example.com') {
    console.warn('offsite redirect', target.href);
  }
  res.redirect(target.href);
});
