const { Worker } = require("worker_threads");
const express = require("express");
const app = express();
app.use(express.json());

app.post("/jobs/run", (req, res) => {
  const job = `const { parentPort } = require("worker_threads"); parentPort.postMessage((${req.body.task})());`;
  const worker = new Worker(job, { eval: true });
  worker.once("message", (m) => res.json({ result: m }));
  worker.once("error", (e) => res.status(500).json({ error: e.message }));
});
