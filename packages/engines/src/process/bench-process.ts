import { type EngineBench, benchLoop as loop } from '../bench-loop.ts';
import { InputTooComplexError } from '../budget.ts';
import { MAX_TRACE_CHARS, verifyProcess } from './verify-process.ts';

const TRACE = [
  '**Issue:** Whether the landlord breached the implied warranty of habitability by failing to repair the heating.',
  '**Rule:** Under the state housing code, a landlord must keep rented premises fit for habitation, including heat in winter.',
  '**Analysis:** Here, the tenant reported the broken heater three times over six weeks and the landlord took no action.',
  '**Conclusion:** Therefore, the landlord breached the warranty and the tenant may withhold rent.',
].join('\n\n');

/**
 * Worst cases of the clause check: every sentence of a trace at the length cap names a milestone's words, so every sentence is
 * parsed and its clauses' status read, until the matching budget refuses the request (INPUT_TOO_COMPLEX): the work up
 * to that refusal is the most one request can cost. Measured as CPU in bench/corpora.ts and, as requests, over HTTP in
 * bench/caps-http.mjs.
 */
export function processWorstInputs(): Array<{ name: string; trace: string; milestones: string[] }> {
  const fill = (unit: string) => unit.repeat(Math.floor(MAX_TRACE_CHARS / unit.length));
  const milestones = Array.from({ length: 100 }, (_, i) => (i % 2 ? 'check the logs' : 'restart the service'));
  return [
    {
      name: '100 over a trace at the cap, negated everywhere, up to the budget',
      trace: fill('We did not check the logs because the audit of the service was postponed. '),
      milestones,
    },
    {
      name: '100 over a trace at the cap, done everywhere, up to the budget',
      trace: fill('We checked the logs and restarted the service before the review. '),
      milestones,
    },
    {
      // Every sentence both asserts the step and undoes it, so the search for a later reversal reads every sentence.
      name: '100 over a trace at the cap, done then undone everywhere, up to the budget',
      trace: fill('We added the firewall rule, but it was removed again after the test. '),
      milestones: Array.from({ length: 100 }, (_, i) => (i % 2 ? 'add the firewall rule' : 'remove the firewall rule')),
    },
    {
      // Every sentence reports two steps and a later one denies the first, so the search for a later denial reads every
      // sentence that names the action.
      name: '100 over a trace at the cap, done then denied everywhere, up to the budget',
      trace: fill('We restored the backup and verified the row counts. The restore was never run. '),
      milestones: Array.from({ length: 100 }, (_, i) => (i % 2 ? 'verify the row counts' : 'restore the backup')),
    },
    {
      // Every line a status line whose name is read as a milestone is.
      name: '100 over a trace at the cap, status lines everywhere, up to the budget',
      trace: fill('unit tests ...... passed (1,204)\nKick-off meeting: held on Tuesday, reviewed, signed\n'),
      milestones: Array.from({ length: 100 }, (_, i) => (i % 2 ? 'run the unit tests' : 'hold the kick-off meeting')),
    },
    {
      // Every line a table row whose last cell is a status, and every other line a shell command with its output: the
      // rows are read as status lines and each command's output is scanned up to the next command.
      name: '100 over a trace at the cap, table rows and shell transcripts everywhere, up to the budget',
      trace: fill('| 1 | Drain node worker-3 | ✅ done |\n$ make build\ncompiled 212 files, ok\n'),
      milestones: Array.from({ length: 100 }, (_, i) => (i % 2 ? 'drain node worker-3' : 'run the build')),
    },
    {
      // Every pair of lines a tool record whose command names the milestones' words.
      name: '100 over a trace at the cap, tool records everywhere, up to the budget',
      trace: fill('> tool: run_command("npm run build")\n< exit 1: error TS2345\n> assistant: the build passes.\n'),
      milestones: Array.from({ length: 100 }, (_, i) => (i % 2 ? 'make the build pass' : 'run the build')),
    },
    {
      // Every sentence names a change by its id and a later one reverts it: the ids of the sentences with an undo word
      // are read once, and each report looks up the reverts of its own ids.
      name: '100 over a trace at the cap, changes named by id and reverted everywhere, up to the budget',
      trace: fill('Removed the legacy flag code (PR #918, CHG-3390, 9f3c2ab). PR #918 reverted in 9f3c2ab. '),
      milestones: Array.from({ length: 100 }, (_, i) => (i % 2 ? 'remove the legacy flag code' : 'revert the legacy flag code')),
    },
    {
      // Every other line a step under way and every other line a bare completion of its event, which each step reads.
      name: '100 over a trace at the cap, steps under way and bare completions everywhere, up to the budget',
      trace: fill('deploy: rolling back the api to v5.1.4 on prod-eu\ndeploy: rollback complete, v5.1.4 serving\n'),
      milestones: Array.from({ length: 100 }, (_, i) => (i % 2 ? 'roll back the api to v5.1.4 on prod-eu' : 'roll back')),
    },
    {
      // "the certificate" in every fourth sentence, its fuller phrase three sentences back: the farther reach of "the".
      name: '100 over a trace at the cap, definite phrases naming a phrase farther back everywhere, up to the budget',
      trace: fill(
        'Imported the new signing certificate on auth-1. Logins recovering. Still failing on auth-3. Imported the certificate on auth-3. ',
      ),
      milestones: Array.from({ length: 100 }, (_, i) =>
        i % 2 ? 'import the new signing certificate on auth-3' : 'import the certificate',
      ),
    },
  ];
}

export function processWorstCases(): Array<{ name: string; call: () => void }> {
  return processWorstInputs().map(({ name, trace, milestones }) => ({
    name,
    call: () => {
      try {
        verifyProcess({ trace, mode: 'milestones', milestones });
      } catch (e) {
        if (!(e instanceof InputTooComplexError)) throw e;
      }
    },
  }));
}

export function benchProcess(minMs = 300): EngineBench[] {
  const milestones = ['identify the issue', 'state the rule', 'apply the rule to the facts', 'reach a conclusion'];
  const [negated, done] = processWorstCases();
  return [
    loop('process irac (4 sections)', () => verifyProcess({ trace: TRACE }), minMs),
    loop('process milestones (4)', () => verifyProcess({ trace: TRACE, mode: 'milestones', milestones }), minMs),
    loop(`process milestones worst case (${negated?.name})`, negated?.call ?? (() => undefined), minMs),
    loop(`process milestones worst case (${done?.name})`, done?.call ?? (() => undefined), minMs),
  ];
}

export type { EngineBench };
