/**
 * A method's parameters join the arguments of calls on other objects by the method's name (`repo.find(x)`,
 * `this.tester.ping(x)`): request data handed to an injected collaborator reaches the collaborator's sinks
 * (docs/engines-text.md, Code, "Values").
 */
import { describe, expect, it } from 'vitest';
import { createCodeEngine } from './engine.ts';
import { nodeCodeRuntime } from './test-support/node-wasm.ts';

const engine = createCodeEngine(nodeCodeRuntime());
const lines = (...l: string[]) => l.join('\n');
const types = async (code: string, language: string) => (await engine.verifyCode({ code, language })).vulnerabilities.map((v) => v.type);

describe('calls of this file’s methods through another object', () => {
  it('a NestJS body field passed to an injected service reaches its fetch', async () => {
    const code = lines(
      'import { Body, Controller, Post } from "@nestjs/common";',
      'export class Pinger {',
      '  async ping(target: string) { return (await fetch(target)).status; }',
      '}',
      '@Controller("hooks")',
      'export class HookController {',
      '  constructor(private readonly pinger: Pinger) {}',
      '  @Post("try")',
      '  run(@Body() body: { target: string }) { return this.pinger.ping(body.target); }',
      '}',
    );
    expect(await types(code, 'typescript')).toContain('ssrf');
  });
  it('a constant passed the same way stays safe', async () => {
    const code = lines(
      'export class Pinger {',
      '  async ping(target: string) { return (await fetch(target)).status; }',
      '}',
      'export class Job {',
      '  constructor(private readonly pinger: Pinger) {}',
      '  run() { return this.pinger.ping("https://status.example.com/health"); }',
      '}',
    );
    expect(await types(code, 'typescript')).not.toContain('ssrf');
  });
  it('a Flask argument handed to a module-level repository object reaches its query', async () => {
    const code = lines(
      'import sqlite3',
      'from flask import Flask, request',
      'app = Flask(__name__)',
      'class Store:',
      '    def lookup(self, who):',
      '        db = sqlite3.connect("app.db")',
      '        return db.execute("SELECT * FROM people WHERE name = \'%s\'" % who).fetchall()',
      'store = Store()',
      '@app.route("/people")',
      'def people():',
      '    return {"rows": store.lookup(request.args["name"])}',
    );
    expect(await types(code, 'python')).toContain('sql_injection');
  });
});
