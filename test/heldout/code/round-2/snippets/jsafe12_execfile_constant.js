const { execFile } = require("child_process");

function diskUsage(cb) {
  execFile("df", ["-h", "/"], (err, stdout) => cb(err, stdout));
}

module.exports = { diskUsage };
