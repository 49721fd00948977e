const fs = require('fs');
const path = require('path');

app.post('/move', (req, res) => {
  const from = path.join('/srv/inbox', path.basename(req.body.file));
  fs.renameSync(from, path.join('/srv/done', req.body.to));
  res.end();
});
