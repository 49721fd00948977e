const { execFile } = require("child_process");
const { promisify } = require("util");

const run = promisify(execFile);
const REPO_DIR = "/srv/app";

async function currentRevision() {
  const { stdout } = await run("git", ["rev-parse", "--short", "HEAD"], { cwd: REPO_DIR });
  return stdout.trim();
}

async function diskUsage() {
  const { stdout } = await run("df", ["-h", "--output=pcent", REPO_DIR]);
  return stdout.split("\n")[1].trim();
}

module.exports = { currentRevision, diskUsage };
