const fs = require("fs/promises");
const yaml = require("js-yaml");

async function loadWorkflow(file) {
  const text = await fs.readFile(file, "utf8");
  const doc = yaml.load(text, { schema: yaml.JSON_SCHEMA });
  if (!doc || !Array.isArray(doc.jobs)) {
    throw new Error("workflow needs a jobs list");
  }
  return doc.jobs.map((j) => ({ name: String(j.name), runs: Number(j.runs || 1) }));
}

module.exports = { loadWorkflow };
