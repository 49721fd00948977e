const vm = require("vm");

module.exports = async function handler(req, res) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const { rule } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  const verdict = vm.runInThisContext(`(function(order){ return ${rule}; })`)({ total: 120, items: 3 });
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ verdict }));
};
