const util = require("util");
const cp = require("child_process");
const express = require("express");

const run = util.promisify(cp.exec);
const app = express();
app.use(express.json());

async function deployBranch(branch) {
  const { stdout } = await run(`cd /srv/app && git fetch origin && git checkout ${branch} && npm ci --silent`);
  return stdout;
}

app.post("/hooks/deploy", async (req, res) => {
  try {
    const out = await deployBranch(req.body.ref.replace("refs/heads/", ""));
    res.json({ ok: true, out });
  } catch (e) {
    res.status(500).json({ ok: false, error: e.message });
  }
});

app.listen(9000);
