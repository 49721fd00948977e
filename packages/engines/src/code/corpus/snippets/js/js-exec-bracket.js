module.exports = (cmd) => require('child_process')['exec'](cmd);
