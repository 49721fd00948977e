#!/usr/bin/env node
// Builds the publishable form of @verdict/attestation into dist/: plain ESM JavaScript and .d.ts per source file,
// compiled by tsc from src/ (tests, fixtures and the bench left out). Run by `prepack`, so `pnpm pack` always ships a
// fresh build; the workspace itself keeps importing src/ directly.
import { execFileSync } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');

rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });

// tsc rewrites `./x.ts` to `./x.js` in the JavaScript it emits but keeps `.ts` in declaration files; consumers resolve
// the .d.ts next to each .js, so the declarations must name the .js files too.
for (const file of readdirSync(dist)) {
  if (!file.endsWith('.d.ts')) continue;
  const path = join(dist, file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(/(from\s+'\.\/[^']+)\.ts'/g, "$1.js'"));
}
chmodSync(join(dist, 'cli.js'), 0o755);
