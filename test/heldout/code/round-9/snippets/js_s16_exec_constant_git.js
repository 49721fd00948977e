const { execSync } = require("child_process");

function buildInfo() {
  const commit = execSync("git rev-parse --short HEAD").toString().trim();
  const date = execSync("git log -1 --format=%cI").toString().trim();
  return { commit, date, node: process.version };
}

console.log(JSON.stringify(buildInfo(), null, 2));
