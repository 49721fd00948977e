import { execFile } from "child_process";
import { promisify } from "util";
import express from "express";

const run = promisify(execFile);
const app = express();
const DIRS = ["/var/data", "/var/log", "/srv/uploads"];

app.get("/disk", async (req, res) => {
  const dir = String(req.query.dir ?? "/var/data");
  if (!DIRS.includes(dir)) return res.status(400).json({ error: "unknown dir" });
  const { stdout } = await run("du", ["-sh", dir]);
  res.json({ usage: stdout.trim() });
});

export default app;
