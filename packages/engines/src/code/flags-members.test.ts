/**
 * Security flags read through class members and parameter defaults (issue 25, docs/engines-text.md, Code, "Security
 * flags"): a member or a default the file fixes is read as that value; anything the file does not fix stays partial,
 * never safe. Each case states one condition of the rule, the resolving shape and the shape that must not resolve.
 */
import { describe, expect, it } from 'vitest';
import { createCodeEngine } from './engine.ts';
import { nodeCodeRuntime } from './test-support/node-wasm.ts';

const engine = createCodeEngine(nodeCodeRuntime());

type Answer = 'safe' | 'partial' | `${string}:${'critical' | 'high' | 'medium' | 'low'}`;

async function answer(code: string, language = 'python'): Promise<Answer> {
  const r = await engine.verifyCode({ code, language });
  const serious = r.vulnerabilities.filter((v) => v.severity === 'critical' || v.severity === 'high');
  if (serious.length > 0) return `${serious[0]?.type}:${serious[0]?.severity}` as Answer;
  if (r.analysis === 'partial') return 'partial';
  return 'safe';
}

const lines = (...l: string[]) => l.join('\n');
const TLS = 'tls_verification_disabled:high';

/** A Python HTTP client class whose method passes `verify=<expr>`, with extra class-body lines and trailing code. */
const pyClient = (body: string[], expr: string, after: string[] = [], head = 'class Mirror:') =>
  lines(
    'import httpx',
    '',
    head,
    ...body.map((b) => `    ${b}`),
    '',
    '    def pull(self, path):',
    `        return httpx.get(path, verify=${expr})`,
    ...after,
  );

describe('Python: self./cls. read a class attribute the class fixes', () => {
  it('a CA bundle path in a class attribute keeps verification on', async () => {
    expect(await answer(pyClient(['TRUST_STORE = "/opt/pki/bundle.crt"'], 'self.TRUST_STORE'))).toBe('safe');
  });

  it('True in a class attribute is safe; False is the TLS finding', async () => {
    expect(await answer(pyClient(['CHECK = True'], 'self.CHECK'))).toBe('safe');
    expect(await answer(pyClient(['CHECK = False'], 'self.CHECK'))).toBe(TLS);
    expect(await answer(pyClient(['CHECK = 0'], 'self.CHECK'))).toBe(TLS);
  });

  it('cls. in a classmethod reads the same attribute', async () => {
    const code = lines(
      'import httpx',
      'class Feed:',
      '    STRICT = False',
      '    @classmethod',
      '    def load(cls, u):',
      '        return httpx.get(u, verify=cls.STRICT)',
    );
    expect(await answer(code)).toBe(TLS);
  });

  it('a name other than self for the first parameter is read the same way', async () => {
    expect(
      await answer(lines('import httpx', 'class C:', '    V = False', '    def get(me, u):', '        return httpx.get(u, verify=me.V)')),
    ).toBe(TLS);
  });

  it('an instance attribute set in __init__ from a parameter is not fixed: partial', async () => {
    const code = pyClient(['CHECK = True', 'def __init__(self, check):', '    self.CHECK = check'], 'self.CHECK');
    expect(await answer(code)).toBe('partial');
  });

  it('an attribute assigned anywhere else in the file is not fixed: partial', async () => {
    expect(await answer(pyClient(['CHECK = True'], 'self.CHECK', ['m = Mirror()', 'm.CHECK = False']))).toBe('partial');
    expect(await answer(pyClient(['CHECK = True'], 'self.CHECK', ['Mirror.CHECK = False']))).toBe('partial');
  });

  it('a subclass of the file that overrides the attribute makes it partial', async () => {
    const code = pyClient(['CHECK = True'], 'self.CHECK', ['', 'class LabMirror(Mirror):', '    CHECK = False']);
    expect(await answer(code)).toBe('partial');
  });

  it('setattr or __dict__ anywhere in the file makes it partial', async () => {
    expect(await answer(pyClient(['CHECK = True'], 'self.CHECK', ['setattr(Mirror, "CHECK", False)']))).toBe('partial');
    expect(await answer(pyClient(['CHECK = True'], 'self.CHECK', ['Mirror.__dict__']))).toBe('partial');
  });

  it('an attribute assigned twice in its class, or in a branch of the body, is not fixed', async () => {
    expect(await answer(pyClient(['CHECK = True', 'CHECK = False'], 'self.CHECK'))).toBe('partial');
    expect(await answer(pyClient(['import os', 'if os.name == "nt":', '    CHECK = False', 'CHECK = True'], 'self.CHECK'))).toBe('partial');
  });

  it('a computed value in the class attribute is not a literal: partial', async () => {
    expect(await answer(pyClient(['import os', 'CHECK = os.environ["TLS_CHECK"] == "1"'], 'self.CHECK'))).toBe('partial');
  });

  it('dataclass fields, Enum members and classes with a metaclass are not class attributes', async () => {
    const dc = lines('from dataclasses import dataclass', pyClient(['check: bool = True'], 'self.check', [], '@dataclass\nclass Mirror:'));
    expect(await answer(dc)).toBe('partial');
    const en = lines('import enum', pyClient(['CHECK = False'], 'self.CHECK', [], 'class Mirror(enum.Enum):'));
    expect(await answer(en)).toBe('partial');
    expect(await answer(pyClient(['CHECK = True'], 'self.CHECK', [], 'class Mirror(Base, metaclass=Meta):'))).toBe('partial');
  });

  it('self in a staticmethod is an ordinary parameter: partial', async () => {
    const code = lines(
      'import httpx',
      'class C:',
      '    V = True',
      '    @staticmethod',
      '    def get(self, u):',
      '        return httpx.get(u, verify=self.V)',
    );
    expect(await answer(code)).toBe('partial');
  });

  it('self reassigned inside the method is not the instance any more: partial', async () => {
    const code = lines(
      'import httpx',
      'class C:',
      '    V = True',
      '    def get(self, u, other):',
      '        self = other',
      '        return httpx.get(u, verify=self.V)',
    );
    expect(await answer(code)).toBe('partial');
  });

  it('session.verify and check_hostname read class attributes too', async () => {
    const s = lines(
      'import requests',
      'class C:',
      '    V = False',
      '    def open(self):',
      '        s = requests.Session()',
      '        s.verify = self.V',
      '        return s',
    );
    expect(await answer(s)).toBe(TLS);
  });
});

describe('Python: a parameter default is the flag when the file fixes every value it can take', () => {
  it('a default False with no callers is the TLS finding; a default True is safe', async () => {
    expect(await answer(lines('import httpx', 'def sync(u, tls_check=False):', '    return httpx.get(u, verify=tls_check)'))).toBe(TLS);
    expect(await answer(lines('import httpx', 'def sync(u, tls_check=True):', '    return httpx.get(u, verify=tls_check)'))).toBe('safe');
  });

  it('callers passing nothing or constants join their values', async () => {
    const base = (call: string) => lines('import httpx', 'def sync(u, tls_check=True):', '    return httpx.get(u, verify=tls_check)', call);
    expect(await answer(base('sync("https://a.example")'))).toBe('safe');
    expect(await answer(base('sync("https://a.example", tls_check=True)'))).toBe('safe');
    expect(await answer(base('sync("https://a.example", False)'))).toBe(TLS);
  });

  it('a caller passing a value the file does not fix makes it partial', async () => {
    const code = lines(
      'import httpx, sys',
      'def sync(u, tls_check=True):',
      '    return httpx.get(u, verify=tls_check)',
      'sync("https://a", tls_check=sys.argv[1] == "1")',
    );
    expect(await answer(code)).toBe('partial');
    const spread = lines(
      'import httpx',
      'def sync(u, tls_check=True):',
      '    return httpx.get(u, verify=tls_check)',
      'def run(opts):',
      '    sync("https://a", **opts)',
    );
    expect(await answer(spread)).toBe('partial');
  });

  it('a reassigned parameter is not its default: partial', async () => {
    const code = lines(
      'import httpx, os',
      'def sync(u, tls_check=True):',
      '    if os.environ.get("LAB"):',
      '        tls_check = os.environ["LAB"]',
      '    return httpx.get(u, verify=tls_check)',
    );
    expect(await answer(code)).toBe('partial');
  });

  it('a function handed to other code, decorated, or a constructor may be called with anything: partial', async () => {
    const passed = lines('import httpx', 'def sync(u, tls_check=True):', '    return httpx.get(u, verify=tls_check)', 'JOBS = [sync]');
    expect(await answer(passed)).toBe('partial');
    const decorated = lines(
      'import httpx, functools',
      '@functools.lru_cache',
      'def sync(u, tls_check=True):',
      '    return httpx.get(u, verify=tls_check)',
    );
    expect(await answer(decorated)).toBe('partial');
    const ctor = lines(
      'import httpx',
      'class C:',
      '    def __init__(self, u, tls_check=True):',
      '        self.r = httpx.get(u, verify=tls_check)',
    );
    expect(await answer(ctor)).toBe('partial');
  });

  it('a method called through another receiver is a caller the rule cannot read: partial', async () => {
    const code = lines(
      'import httpx',
      'class C:',
      '    def get(self, u, tls_check=True):',
      '        return httpx.get(u, verify=tls_check)',
      'C().get("https://a", tls_check=False)',
    );
    expect(await answer(code)).toBe('partial');
  });

  it('a method called through self with a constant joins it', async () => {
    const code = lines(
      'import httpx',
      'class C:',
      '    def pull(self, u, tls_check=True):',
      '        return httpx.get(u, verify=tls_check)',
      '    def lab(self):',
      '        return self.pull("https://lab", tls_check=False)',
    );
    expect(await answer(code)).toBe(TLS);
  });

  it('shell= through a default is read the same way', async () => {
    const code = lines('import subprocess', 'def launch(args, use_shell=False):', '    return subprocess.run(args, shell=use_shell)');
    expect(await answer(code)).toBe('safe');
  });
});

describe('JavaScript/TypeScript: this. members and defaults', () => {
  it('a static field False read through this in a static method is the TLS finding', async () => {
    const code = lines(
      "const https = require('https');",
      'class Upstream {',
      '  static STRICT = false;',
      '  static agent() { return new https.Agent({ rejectUnauthorized: this.STRICT }); }',
      '}',
    );
    expect(await answer(code, 'javascript')).toBe(TLS);
  });

  it('an instance field True read in a method (or an arrow inside it) is safe', async () => {
    const code = lines(
      "const https = require('https');",
      'class Upstream {',
      '  strict = true;',
      '  agent() { const mk = () => new https.Agent({ rejectUnauthorized: this.strict }); return mk(); }',
      '}',
    );
    expect(await answer(code, 'javascript')).toBe('safe');
  });

  it('a static field read as Class.NAME is its literal', async () => {
    const code = lines(
      "const https = require('https');",
      'class Upstream { static STRICT = false; }',
      'const a = new https.Agent({ rejectUnauthorized: Upstream.STRICT });',
    );
    expect(await answer(code, 'javascript')).toBe(TLS);
  });

  it('a static field read through this in an instance method is not that field: partial', async () => {
    const code = lines(
      "const https = require('https');",
      'class Upstream {',
      '  static strict = true;',
      '  agent() { return new https.Agent({ rejectUnauthorized: this.strict }); }',
      '}',
    );
    expect(await answer(code, 'javascript')).toBe('partial');
  });

  it('a field written in the constructor, overridden by a subclass, or written by Object.assign is partial', async () => {
    const cls = (extra: string, after = '') =>
      lines(
        "const https = require('https');",
        'class Upstream {',
        '  strict = true;',
        extra,
        '  agent() { return new https.Agent({ rejectUnauthorized: this.strict }); }',
        '}',
        after,
      );
    expect(await answer(cls('  constructor(o) { this.strict = o.strict; }'), 'javascript')).toBe('partial');
    expect(await answer(cls('', 'class Lab extends Upstream { strict = false; }'), 'javascript')).toBe('partial');
    expect(await answer(cls('  constructor(o) { Object.assign(this, o); }'), 'javascript')).toBe('partial');
    expect(await answer(cls('', 'const Lab = class extends Upstream { strict = false; };'), 'javascript')).toBe('partial');
  });

  it('this inside a plain function is not the instance: partial', async () => {
    const code = lines(
      "const https = require('https');",
      'class Upstream {',
      '  strict = true;',
      '  agent() { return [1].map(function () { return new https.Agent({ rejectUnauthorized: this.strict }); }); }',
      '}',
    );
    expect(await answer(code, 'javascript')).toBe('partial');
  });

  it('a TypeScript private readonly field is read as its literal', async () => {
    const code = lines(
      "import https from 'https';",
      'class Upstream {',
      '  private readonly strict: boolean = false;',
      '  agent() { return new https.Agent({ rejectUnauthorized: this.strict }); }',
      '}',
    );
    expect(await answer(code, 'typescript')).toBe(TLS);
  });

  it('a default parameter: fixed by the file, or partial when a caller passes a variable', async () => {
    const fn =
      "const https = require('https');\nfunction agent(strict = false) { return new https.Agent({ rejectUnauthorized: strict }); }\n";
    expect(await answer(fn, 'javascript')).toBe(TLS);
    expect(await answer(fn.replace('= false', '= true'), 'javascript')).toBe('safe');
    expect(await answer(`${fn.replace('= false', '= true')}agent(true);\n`, 'javascript')).toBe('safe');
    expect(await answer(`${fn.replace('= false', '= true')}module.exports = (o) => agent(o.strict);\n`, 'javascript')).toBe('partial');
    expect(await answer(`${fn.replace('= false', '= true')}module.exports = { agent };\n`, 'javascript')).toBe('partial');
  });
});
