async function findUsersByIds(db, ids) {
  const clean = ids.map((x) => Number(x)).filter(Number.isInteger);
  if (clean.length === 0) return [];
  const marks = clean.map(() => "?").join(", ");
  const [rows] = await db.execute(`SELECT id, email FROM users WHERE id IN (${marks})`, clean);
  return rows;
}

async function handler(req, res) {
  const ids = String(req.query.ids || "").split(",");
  res.json(await findUsersByIds(req.app.locals.db, ids));
}

module.exports = { handler, findUsersByIds };
