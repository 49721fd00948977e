const fs = require('fs');
const path = require('path');
app.get('/file', (req, res) => {
  fs.readFile(path.join('/srv/public', path.basename(req.query.name)), (err, data) => res.end(data));
});
