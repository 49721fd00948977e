const escapeHtml = require('escape-html');
app.get('/hi', (req, res) => {
  res.send('<h1>Hello ' + escapeHtml(req.query.name) + '</h1>');
});
