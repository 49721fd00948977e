import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { wranglerDevArgs } from '../../scripts/dev-setup.mjs';

const portOf = (args: string[]) => args[args.indexOf('--port') + 1];

describe('pnpm dev port selection (scripts/dev-setup.mjs)', () => {
  it('defaults to 8787, honours PORT, and --port wins over PORT; the port appears exactly once', () => {
    expect(portOf(wranglerDevArgs(['--start'], {}))).toBe('8787');
    expect(portOf(wranglerDevArgs(['--start'], { PORT: '8792' }))).toBe('8792');
    for (const argv of [
      ['--start', '--port', '8791'],
      ['--start', '--port=8791'],
      ['--start', '-p', '8791'],
    ]) {
      const args = wranglerDevArgs(argv, { PORT: '8792' });
      expect(portOf(args)).toBe('8791');
      expect(args.filter((a: string) => a === '--port')).toHaveLength(1);
    }
  });

  it('passes other arguments to wrangler and refuses a bad port', () => {
    expect(wranglerDevArgs(['--start', '--log-level', 'debug'], {}).slice(-2)).toEqual(['--log-level', 'debug']);
    expect(() => wranglerDevArgs(['--start', '--port', 'eighty'], {})).toThrow(/port/);
    expect(() => wranglerDevArgs(['--start'], { PORT: '70000' })).toThrow(/port/);
  });
});
