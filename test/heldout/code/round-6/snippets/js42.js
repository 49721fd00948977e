const handlers = {
  start: (job) => job.start(),
  stop: (job) => job.stop(),
  status: (job) => job.status(),
};

module.exports = function control(req, res) {
  const action = req.params.action;
  if (!Object.prototype.hasOwnProperty.call(handlers, action)) {
    return res.status(404).json({ error: "unknown action" });
  }
  const job = req.app.locals.jobs.get(req.params.id);
  if (!job) return res.sendStatus(404);
  res.json({ result: handlers[action](job) });
};
