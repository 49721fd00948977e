import { spawn } from "child_process";
import { randomUUID } from "crypto";
import path from "path";

const OUT_DIR = "/srv/media/out";

export function transcode(inputPath: string, bitrate: number): Promise<string> {
  const out = path.join(OUT_DIR, `${randomUUID()}.mp3`);
  return new Promise((resolve, reject) => {
    const p = spawn("ffmpeg", ["-y", "-i", inputPath, "-b:a", `${Math.floor(bitrate)}k`, out], {
      stdio: "ignore",
    });
    p.on("error", reject);
    p.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`ffmpeg exited ${code}`))));
  });
}
