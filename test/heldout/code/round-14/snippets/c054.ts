import express from "express";
import { readFile } from "node:fs/promises";
import path from "node:path";

const app = express();
const BASE = path.resolve("/srv/app/attachments");

app.get("/attachments/*", async (req, res) => {
  const requested = path.resolve(BASE, (req.params as Record<string, string>)[0]);
  if (!requested.startsWith(BASE + path.sep)) {
    return res.status(403).end();
  }
  try {
    res.send(await readFile(requested));
  } catch {
    res.status(404).end();
  }
});

app.listen(3000);
