const fs = require("fs/promises");
const path = require("path");

const CONTENT_ROOT = path.resolve(__dirname, "content");

async function readArticle(slug) {
  const resolved = path.resolve(CONTENT_ROOT, `${slug}.md`);
  if (!resolved.startsWith(CONTENT_ROOT + path.sep)) {
    throw new Error("invalid article path");
  }
  return fs.readFile(resolved, "utf8");
}

module.exports = { readArticle };
