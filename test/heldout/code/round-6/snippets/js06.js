const { spawn } = require("child_process");

const runOptions = { shell: true, stdio: ["ignore", "pipe", "pipe"] };

function tailLog(req, res) {
  const lines = req.query.lines || "100";
  const file = req.query.file || "app.log";
  const child = spawn(`tail -n ${lines} /var/log/myapp/${file}`, runOptions);
  child.stdout.pipe(res);
  child.on("close", () => res.end());
}

module.exports = tailLog;
