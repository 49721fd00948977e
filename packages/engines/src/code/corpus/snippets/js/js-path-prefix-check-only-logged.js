const path = require('path');
const fs = require('fs');

const ROOT = '/srv/static';

app.get('/f', (req, res) => {
  const full = path.resolve(ROOT, req.query.name);
  if (!full.startsWith(ROOT)) console.warn('escape attempt', full);
  fs.createReadStream(full).pipe(res);
});
