import { type EngineBench, benchLoop as loop } from '../bench-loop.ts';
import { verifyProcess } from './verify-process.ts';

const TRACE = [
  '**Issue:** Whether the landlord breached the implied warranty of habitability by failing to repair the heating.',
  '**Rule:** Under the state housing code, a landlord must keep rented premises fit for habitation, including heat in winter.',
  '**Analysis:** Here, the tenant reported the broken heater three times over six weeks and the landlord took no action.',
  '**Conclusion:** Therefore, the landlord breached the warranty and the tenant may withhold rent.',
].join('\n\n');

export function benchProcess(minMs = 300): EngineBench[] {
  const milestones = ['identify the issue', 'state the rule', 'apply the rule to the facts', 'reach a conclusion'];
  return [
    loop('process irac (4 sections)', () => verifyProcess({ trace: TRACE }), minMs),
    loop('process milestones (4)', () => verifyProcess({ trace: TRACE, mode: 'milestones', milestones }), minMs),
  ];
}

export type { EngineBench };
