const zlib = require("z" + "lib");
const fs = require("fs");

const METHOD = ["gzip", "Sync"].join("");

function compressFile(src) {
  const input = fs.readFileSync(src);
  const out = zlib[METHOD](input, { level: 9 });
  fs.writeFileSync(`${src}.gz`, out);
  return out.length;
}

if (require.main === module) {
  for (const f of process.argv.slice(2)) {
    console.log(`${f}: ${compressFile(f)} bytes`);
  }
}

module.exports = { compressFile };
