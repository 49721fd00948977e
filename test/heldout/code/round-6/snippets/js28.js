const { execFile } = require("child_process");
const path = require("path");

function makeThumbnail(uploadedPath, width, cb) {
  const w = String(Math.min(Math.max(parseInt(width, 10) || 200, 16), 1024));
  const out = path.join("/var/thumbs", path.basename(uploadedPath) + ".png");
  execFile("convert", [uploadedPath, "-thumbnail", `${w}x${w}`, out], (err) => {
    if (err) return cb(err);
    cb(null, out);
  });
}

module.exports = { makeThumbnail };
