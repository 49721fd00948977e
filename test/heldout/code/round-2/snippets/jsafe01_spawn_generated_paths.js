const { spawn } = require("child_process");
const crypto = require("crypto");
const path = require("path");

function makeThumbnail(uploadDir, done) {
  const id = crypto.randomUUID();
  const input = path.join(uploadDir, id + ".png");
  const output = path.join(uploadDir, id + "-thumb.png");
  const proc = spawn("convert", [input, "-resize", "200x200", output]);
  proc.on("close", (code) => done(code === 0 ? output : null));
  return input;
}

module.exports = { makeThumbnail };
