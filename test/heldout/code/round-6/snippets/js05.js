const { execSync: sh } = require("child_process");
const path = require("path");

function archiveProject(req, res) {
  const project = req.body.project;
  const out = path.join("/var/archives", Date.now() + ".tgz");
  sh("tar czf " + out + " -C /srv/projects " + project);
  res.download(out);
}

module.exports = { archiveProject };
