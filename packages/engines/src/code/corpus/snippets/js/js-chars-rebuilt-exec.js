const { exec } = require('child_process');

app.get('/ping', (req, res) => {
  let host = '';
  for (let i = 0; i < req.query.host.length; i++) host += req.query.host[i];
  exec('ping -c 1 ' + host, (err, out) => res.send(out));
});
