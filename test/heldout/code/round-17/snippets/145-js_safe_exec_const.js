const { exec } = require("child_process");

const REV_CMD = "git rev-parse --short HEAD";

function currentRevision() {
  return new Promise((resolve, reject) => {
    exec(REV_CMD, { cwd: __dirname }, (err, stdout) => {
      if (err) return reject(err);
      resolve(stdout.trim());
    });
  });
}

module.exports = { currentRevision };
