import { spawn } from "child_process";

export function transcode(inputFile: string, outputFile: string, bitrate: number): Promise<void> {
  const kbps = Math.max(32, Math.min(320, Math.trunc(bitrate)));
  return new Promise((resolve, reject) => {
    const child = spawn("ffmpeg", ["-y", "-i", "file:" + inputFile, "-b:a", `${kbps}k`, "file:" + outputFile], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
}
