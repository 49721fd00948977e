app.get('/calc', (req, res) => {
  res.json({ value: eval(req.query.expr) });
});
