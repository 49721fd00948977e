const { execFile } = require('child_process');
function list(dir) {
  return execFile('ls', ['-l', dir]);
}
