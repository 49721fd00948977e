#!/usr/bin/env node
// Builds the publishable form of @verdict/client into dist/ (run by `prepack`, so `pnpm pack` always ships a fresh
// build; the workspace itself keeps importing src/):
//   - index.js (the SDK, no Node module imported: runs in Node >= 20, Workers, Deno and browsers) and cli.js (the
//     `verdict` bin), bundled by esbuild together with the attestation verifier they use, so the package has no
//     runtime dependency at all;
//   - .d.ts files emitted by the TypeScript compiler, where the SDK types, which the source derives from the zod
//     contracts of the API, are written out as plain structural types (types.d.ts): installing the SDK pulls in
//     neither zod nor the contracts package, and the types cannot drift because they are generated from them.
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');
const attestationSrc = join(root, '..', 'attestation', 'src');

rmSync(dist, { recursive: true, force: true });

// 1. JavaScript.
await build({
  entryPoints: { index: join(src, 'index.ts'), cli: join(src, 'cli.ts') },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  external: ['node:*'],
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'eof',
  logLevel: 'warning',
});
chmodSync(join(dist, 'cli.js'), 0o755);
for (const file of ['index.js', ...readdirSync(join(dist, 'chunks')).map((f) => `chunks/${f}`)]) {
  if (/from\s*["']node:/.test(readFileSync(join(dist, file), 'utf8'))) {
    throw new Error(`${file} imports a Node module: the SDK entry must run in Workers and browsers too`);
  }
}

// 2. Declarations.
const options = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  noUncheckedIndexedAccess: true,
  allowImportingTsExtensions: true,
  skipLibCheck: true,
  declaration: true,
  emitDeclarationOnly: true,
  outDir: join(root, '.d-ts-build'),
  lib: ['lib.es2023.d.ts'],
  types: ['@types/node', '@cloudflare/workers-types'],
};
// The attestation entry is a root too: files reached only through node_modules count as an external library, for
// which the compiler emits no declarations.
const program = ts.createProgram([join(attestationSrc, 'index.ts'), join(src, 'index.ts')], options);
const errors = ts.getPreEmitDiagnostics(program);
if (errors.length) throw new Error(ts.formatDiagnosticsWithColorAndContext(errors, ts.createCompilerHost(options)));

const emitted = new Map();
program.emit(undefined, (_fileName, text, _bom, _onError, sources) => {
  const source = sources?.[0]?.fileName;
  if (source) emitted.set(source, text);
});

const toJs = (text) => text.replace(/(from\s+'\.{1,2}\/[^']+)\.ts'/g, "$1.js'");
const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};
for (const [source, text] of emitted) {
  const name = relative(src, source).replace(/\.ts$/, '.d.ts');
  if (source.startsWith(src + sep)) {
    if (name === 'types.d.ts') continue;
    write(join(dist, name), toJs(text).replaceAll("from '@verdict/attestation'", "from './attestation/index.js'"));
  } else if (source.startsWith(attestationSrc + sep)) {
    write(join(dist, 'attestation', relative(attestationSrc, source).replace(/\.ts$/, '.d.ts')), toJs(text));
  }
}
write(join(dist, 'types.d.ts'), flattenTypes(program, join(src, 'types.ts')));

/**
 * Writes every type alias of types.ts as the structural type the compiler computes for it (zod's `z.input` /
 * `z.output` resolved), and copies interfaces as written. Generic helpers (In, Out) are dropped.
 */
function flattenTypes(prog, file) {
  const checker = prog.getTypeChecker();
  const sf = prog.getSourceFile(file);
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
  const out = [
    '/**',
    ' * Request and response types of the Verdict API, generated at build time from the zod contracts the API',
    ' * validates with and builds its OpenAPI document from. Do not edit: change the contracts.',
    ' */',
  ];
  for (const st of sf.statements) {
    const docs = sf.text
      .slice(st.getFullStart(), st.getStart())
      .trim()
      .split('\n')
      .filter((line) => /^\s*(\/\*\*|\*)/.test(line))
      .join('\n');
    if (ts.isTypeAliasDeclaration(st) && !st.typeParameters) {
      const exported = st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ? 'export ' : '';
      const text = checker.typeToString(checker.getTypeAtLocation(st.name), st, flags);
      out.push(`${docs ? `${docs}\n` : ''}${exported}type ${st.name.text} = ${text};`);
    } else if (ts.isInterfaceDeclaration(st)) {
      out.push(`${docs ? `${docs}\n` : ''}${st.getText(sf)}`);
    }
  }
  const text = `${out.join('\n')}\n`;
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(\/\*\*|\*)/.test(line))
    .join('\n');
  if (/import\(|@verdict\/|\bz\./.test(code)) throw new Error('types.d.ts still refers to the contracts or zod');
  return text;
}

// 3. The declarations must stand alone: no zod, no workspace package, no unresolved name.
const check = ts.createProgram([join(dist, 'index.d.ts')], {
  strict: true,
  noEmit: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
});
const problems = ts.getPreEmitDiagnostics(check);
if (problems.length) throw new Error(ts.formatDiagnosticsWithColorAndContext(problems, ts.createCompilerHost({})));
for (const f of check.getSourceFiles()) {
  if (!f.fileName.startsWith(dist) && !f.fileName.includes('/typescript/lib/')) throw new Error(`declarations reach ${f.fileName}`);
}
