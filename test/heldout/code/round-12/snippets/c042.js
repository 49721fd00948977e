const { exec } = require("child_process");

const STATUS_CMD = "git rev-parse --short HEAD";

function currentRevision() {
  return new Promise((resolve, reject) => {
    exec(STATUS_CMD, { cwd: __dirname, timeout: 5000 }, (err, stdout) => {
      if (err) return reject(err);
      resolve(stdout.trim());
    });
  });
}

module.exports = { currentRevision };
