app.get('/search', (req, res) => {
  res.json({ query: req.query.q, results: [] });
});
