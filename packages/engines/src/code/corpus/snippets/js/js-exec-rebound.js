const cp = require('child_process');
const run = cp.exec;
module.exports = (cmd) => run(cmd);
