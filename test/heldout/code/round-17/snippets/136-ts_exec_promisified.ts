import { exec } from "child_process";
import { promisify } from "util";
import express from "express";

const sh = promisify(exec);
const app = express();

app.get("/disk", async (req, res) => {
  const dir = String(req.query.dir ?? "/var/data");
  const { stdout } = await sh(`du -sh ${dir}`);
  res.json({ usage: stdout.trim() });
});

export default app;
