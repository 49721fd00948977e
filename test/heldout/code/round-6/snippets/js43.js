const { execSync } = require("child_process");

function buildInfo() {
  const commit = execSync("git rev-parse --short HEAD").toString().trim();
  const branch = execSync("git rev-parse --abbrev-ref HEAD").toString().trim();
  return { commit, branch, builtAt: new Date().toISOString() };
}

console.log(JSON.stringify(buildInfo(), null, 2));
