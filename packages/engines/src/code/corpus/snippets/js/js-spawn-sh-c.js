const { spawn } = require('child_process');
function run(cmd) {
  return spawn('sh', ['-c', cmd]);
}
