const fs = require('fs');
const path = require('path');
const ROOT = path.resolve(__dirname, 'public');
app.get('/file', (req, res) => {
  const target = path.resolve(ROOT, req.query.name);
  if (!target.startsWith(ROOT + path.sep)) return res.status(403).end();
  fs.readFile(target, (err, data) => res.end(data));
});
