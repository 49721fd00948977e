#!/usr/bin/env node
// Prints a summary of package.json dependencies.
const fs = require("fs");
const path = require("path");

const pkgPath = path.join(process.cwd(), "package.json");
const pkg = JSON.parse(fs.readFileSync(pkgPath, "utf8"));

const sections = ["dependencies", "devDependencies", "peerDependencies"];
for (const section of sections) {
  const deps = pkg[section] || {};
  const names = Object.keys(deps).sort();
  console.log(`${section}: ${names.length}`);
  for (const name of names) {
    console.log(`  ${name.padEnd(30)} ${deps[name]}`);
  }
}
