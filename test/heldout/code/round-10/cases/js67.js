const { exec } = require("child_process");

const REPORT_CMD = "df -h / && free -m";

function systemReport() {
  return new Promise((resolve, reject) => {
    exec(REPORT_CMD, { timeout: 10000 }, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
}

systemReport().then((out) => process.stdout.write(out));
