const { spawn } = require("child_process");
const path = require("path");

const spawnOptions = { shell: true, stdio: ["ignore", "pipe", "pipe"] };

function transcode(inputFile, outputDir, bitrate) {
  const output = path.join(outputDir, path.parse(inputFile).name + ".mp3");
  return new Promise((resolve, reject) => {
    const child = spawn(`ffmpeg -y -i "${inputFile}" -b:a ${bitrate} "${output}"`, spawnOptions);
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error("ffmpeg exited " + code))));
  });
}

process.on("message", async (job) => {
  const out = await transcode(job.file, "/data/out", job.bitrate || "128k");
  process.send({ id: job.id, out });
});
