import { exec } from "child_process";
import express from "express";
import { promisify } from "util";

const run = promisify(exec);
const app = express();
app.use(express.json());

app.post("/api/import", async (req, res) => {
  const { repoUrl, name } = req.body as { repoUrl: string; name: string };
  const dest = `/srv/imports/${Date.now()}`;
  try {
    await run(`git clone --depth 1 ${repoUrl} ${dest}`);
    res.json({ ok: true, name, dest });
  } catch (err) {
    res.status(500).json({ error: (err as Error).message });
  }
});

app.listen(3000);
