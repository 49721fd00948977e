const fs = require('fs');
const path = require('path');
app.get('/file', (req, res) => {
  fs.readFile(path.join(__dirname, 'public', req.query.name), (err, data) => res.end(data));
});
