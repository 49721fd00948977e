const { execFile } = require("child_process");
const util = require("util");

const run = util.promisify(execFile);
const OPTIONS = { shell: false, timeout: 30000 };

async function diskUsage(volume) {
  if (!/^[a-z0-9-]+$/.test(volume)) throw new Error("bad volume name");
  const { stdout } = await run("df", ["-h", "/mnt/" + volume], OPTIONS);
  return stdout;
}

module.exports = { diskUsage };
