function shuffled(items) {
  return items
    .map((v) => ({ v, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.v);
}
module.exports = { shuffled };
