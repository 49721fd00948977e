const cp = require('child_process');
function run(cmd) {
  return cp.spawn(cmd, { shell: true });
}
