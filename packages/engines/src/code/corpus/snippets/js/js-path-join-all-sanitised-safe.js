const path = require('path');
const fs = require('fs');
const sanitize = require('sanitize-filename');

app.get('/doc', (req, res) => {
  const file = path.join(__dirname, 'docs', sanitize(req.query.lang), sanitize(req.query.page));
  res.send(fs.readFileSync(file, 'utf8').length.toString());
});
