import type { ServiceDeps } from '../../env.ts';
import type { EngineAdapter, EngineInput, EngineOutcome } from '../engine-runner.ts';
import { codeEngine } from './code.ts';
import { consensusEngine } from './consensus.ts';
import { factEngine } from './fact.ts';
import { imageEngine } from './image.ts';
import { logicEngine } from './logic.ts';
import { mathEngine } from './math.ts';
import { naturalLanguageEngine } from './natural-language.ts';
import { processEngine } from './process.ts';
import { ragEngine } from './rag.ts';
import { sqlEngine } from './sql.ts';
import { statsEngine } from './stats.ts';

/** Every engine the API runs, by the name routes, batches, agents and MCP tools use. Nothing registers itself. */
export const ENGINES = {
  math: mathEngine,
  logic: logicEngine,
  sql: sqlEngine,
  code: codeEngine,
  fact: factEngine,
  rag: ragEngine,
  process: processEngine,
  consensus: consensusEngine,
  natural_language: naturalLanguageEngine,
  stats: statsEngine,
  image: imageEngine,
} as const;

/** Runs a batch item or an agent step through an engine adapter: the item read as the engine's body, then the run. */
export type ItemRunner = (deps: ServiceDeps, input: EngineInput) => Promise<EngineOutcome>;

function itemRunner<Body>(engine: EngineAdapter<Body>): ItemRunner | undefined {
  const { fromItem } = engine;
  if (!fromItem) return undefined;
  return async (deps, input) => (await engine.run(deps, fromItem(input))).outcome;
}

const ITEM_RUNNERS = new Map<string, ItemRunner>();
for (const [name, engine] of Object.entries(ENGINES) as Array<[string, EngineAdapter<unknown>]>) {
  const runner = itemRunner(engine);
  if (runner) ITEM_RUNNERS.set(name, runner);
}

/** The engine a batch item's `type` or an agent step's `engine` names, when it can run from a query and params. */
export function engineRunner(name: string): ItemRunner | undefined {
  return ITEM_RUNNERS.get(name);
}
