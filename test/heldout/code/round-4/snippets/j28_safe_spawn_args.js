const { spawn } = require("child_process");
const path = require("path");

function makeThumbnail(uploadDir, fileName) {
  const input = path.join(uploadDir, path.basename(fileName));
  const output = input.replace(/\.[^.]+$/, "") + "_thumb.png";
  return new Promise((resolve, reject) => {
    const child = spawn("convert", [input, "-resize", "128x128", output], { stdio: "ignore" });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error("convert " + code))));
  });
}

module.exports = { makeThumbnail };
