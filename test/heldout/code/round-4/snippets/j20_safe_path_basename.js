const fs = require("fs/promises");
const path = require("path");

const AVATARS = "/var/www/avatars";

async function getAvatar(req, res) {
  const file = path.basename(String(req.params.file));
  try {
    const data = await fs.readFile(path.join(AVATARS, file));
    res.type("image/png").send(data);
  } catch {
    res.status(404).end();
  }
}

module.exports = { getAvatar };
