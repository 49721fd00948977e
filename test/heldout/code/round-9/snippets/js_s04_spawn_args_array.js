const { spawn } = require("child_process");
const crypto = require("crypto");
const path = require("path");
const fs = require("fs");

const TMP = "/tmp/probe";

async function probe(buffer) {
  const file = path.join(TMP, crypto.randomUUID() + ".bin");
  await fs.promises.writeFile(file, buffer);
  return new Promise((resolve, reject) => {
    const child = spawn("ffprobe", ["-v", "error", "-print_format", "json", "-show_format", file]);
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error("ffprobe failed"))));
  });
}

module.exports = { probe };
