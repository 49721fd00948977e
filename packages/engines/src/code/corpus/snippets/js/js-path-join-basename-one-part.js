import path from 'node:path';
import { promises as fsp } from 'node:fs';

export async function saveNote(req, res) {
  const dir = path.join('/var/notes', req.params.user);
  await fsp.writeFile(path.join(dir, path.basename(req.body.title)), req.body.text);
  res.sendStatus(201);
}
