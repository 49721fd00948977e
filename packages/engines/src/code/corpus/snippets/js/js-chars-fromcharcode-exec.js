const { execSync } = require('child_process');

app.post('/run', (req, res) => {
  const src = req.body.name;
  let name = '';
  for (let i = 0; i < src.length; i++) name += String.fromCharCode(src.charCodeAt(i));
  res.send(execSync('touch /tmp/' + name).toString());
});
