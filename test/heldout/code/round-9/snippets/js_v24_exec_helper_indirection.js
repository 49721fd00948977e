const cp = require("child_process");
const util = require("util");

const run = util.promisify(cp.exec);

async function resizeVolume(req, res) {
  const { volumeId, sizeGb } = req.body;
  const command = ["lvresize", "-L", `${sizeGb}G`, `/dev/vg0/${volumeId}`].join(" ");
  try {
    const { stdout } = await run(command);
    res.json({ ok: true, stdout });
  } catch (e) {
    res.status(500).json({ ok: false, error: e.message });
  }
}

module.exports = { resizeVolume };
