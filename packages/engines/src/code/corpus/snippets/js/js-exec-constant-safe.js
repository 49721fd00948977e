const { exec } = require('child_process');
exec('git rev-parse HEAD', (err, out) => console.log(out));
