/**
 * Password rules beyond the 12-character minimum of the contract: refuse what a guessing attack tries first. Checked
 * at sign-up (and when users are added), never at sign-in, so nothing about a stored password is revealed.
 */

/** Words that head every cracking list, compared after lower-casing and stripping digits and symbols at the ends. */
const COMMON_WORDS = new Set([
  'password',
  'passw0rd',
  'p@ssword',
  'p@ssw0rd',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbn',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'administrator',
  'changeme',
  'secret',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'trustno',
  'login',
  'abc',
  'test',
  'guest',
  'default',
  'verdict',
]);

/** Runs of these (forwards or backwards) are sequences, not secrets. */
const SEQUENCES = ['0123456789012345678901234567890', 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm'];

/** Why `password` is refused, or null when it may be used. */
export function weakPasswordReason(password: string, context: { email?: string } = {}): string | null {
  const lower = password.toLowerCase();
  if (new Set(password).size <= 2) return 'it repeats one or two characters';
  // A short unit repeated (abcabcabcabc, 12121212…).
  for (let unit = 1; unit <= 4; unit++) {
    if (
      lower.length >= unit * 3 &&
      lower
        .slice(0, unit)
        .repeat(Math.ceil(lower.length / unit))
        .slice(0, lower.length) === lower
    ) {
      return 'it repeats a short pattern';
    }
  }
  const compact = lower.replace(/[\s_-]+/g, '');
  for (const sequence of SEQUENCES) {
    if (sequence.includes(compact) || [...sequence].reverse().join('').includes(compact)) return 'it is a keyboard or alphabet sequence';
  }
  const core = lower.replace(/^[^a-z@]+|[^a-z@]+$/g, '');
  if (core.length === 0) return 'it has only digits and symbols';
  if (COMMON_WORDS.has(core) || COMMON_WORDS.has(core.replace(/\d+$/, ''))) return 'it is a common password with digits or symbols added';
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && compact.includes(local.replace(/[^a-z0-9]/g, ''))) return 'it contains the email address';
  return null;
}
