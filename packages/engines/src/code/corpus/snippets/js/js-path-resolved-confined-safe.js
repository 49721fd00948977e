const path = require('path');
const fs = require('fs');

const ROOT = path.resolve('/srv/static');

app.get('/file', (req, res) => {
  const full = path.resolve(ROOT, req.query.dir, req.query.name);
  if (!full.startsWith(ROOT + path.sep)) return res.sendStatus(403);
  fs.createReadStream(full).pipe(res);
});
