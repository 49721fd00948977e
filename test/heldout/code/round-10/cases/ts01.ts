import { execSync } from "child_process";
import { Worker, Job } from "bullmq";

interface ResizeJob {
  input: string;
  output: string;
  width: number;
}

const worker = new Worker<ResizeJob>("resize", async (job: Job<ResizeJob>) => {
  const { input, output, width } = job.data;
  const cmd = `convert ${input} -resize ${width}x ${output}`;
  execSync(cmd, { stdio: "inherit" });
  return { output };
});

worker.on("failed", (job, err) => console.error(`resize ${job?.id} failed:`, err.message));
