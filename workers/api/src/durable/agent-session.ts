import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env.ts';
import type { AgentSessionRpc, Reservation, ReserveInput } from './rpc.ts';

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * One object per agent. It owns the agent's conversation steps, its recent actions, today's spend and its pinned tool
 * definitions. Every decision is synchronous SQL inside `transactionSync` with no other await in between, so concurrent
 * calls for the same agent can never both take the same step or both spend the last of the budget.
 *
 * Lifecycle of a verification: `reserve` (step reserved, cost held as in-flight) → the caller runs guards and the
 * engine → `commit` (step consumed, cost spent) or `release` (step and cost given back, e.g. when a guard blocks).
 * A budget denial reserves nothing, so the same step can be retried after the 00:00 UTC reset or a budget increase.
 */
export class AgentSession extends DurableObject<Env> implements AgentSessionRpc {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec(
      `CREATE TABLE IF NOT EXISTS steps (conversation_id TEXT NOT NULL, step_number INTEGER NOT NULL, state TEXT NOT NULL, cost REAL NOT NULL, day TEXT NOT NULL, action_seq INTEGER NOT NULL, PRIMARY KEY (conversation_id, step_number))`,
    );
    sql.exec('CREATE TABLE IF NOT EXISTS actions (seq INTEGER PRIMARY KEY AUTOINCREMENT, action_key TEXT NOT NULL)');
    sql.exec('CREATE TABLE IF NOT EXISTS spend (day TEXT PRIMARY KEY, spent REAL NOT NULL, in_flight REAL NOT NULL)');
    sql.exec('CREATE TABLE IF NOT EXISTS tool_pins (name TEXT PRIMARY KEY, hash TEXT NOT NULL, pinned_at INTEGER NOT NULL)');
  }

  reserve(input: ReserveInput): Reservation {
    return this.ctx.storage.transactionSync((): Reservation => {
      const sql = this.ctx.storage.sql;
      const existing = sql
        .exec('SELECT state FROM steps WHERE conversation_id = ? AND step_number = ?', input.conversationId, input.stepNumber)
        .toArray();
      if (existing.length > 0) return { ok: false, code: 'SVC-AGENT-LOOP-002', reason: 'replayed_step' };
      const maxAccepted = sql
        .exec<{ m: number | null }>(
          "SELECT max(step_number) AS m FROM steps WHERE conversation_id = ? AND state = 'accepted'",
          input.conversationId,
        )
        .one().m;
      if (maxAccepted !== null && input.stepNumber <= maxAccepted)
        return { ok: false, code: 'SVC-AGENT-LOOP-002', reason: 'non_increasing_step' };

      const lastTwo = sql.exec<{ action_key: string }>('SELECT action_key FROM actions ORDER BY seq DESC LIMIT 2').toArray();
      if (lastTwo.length === 2 && lastTwo.every((a) => a.action_key === input.actionKey)) {
        return { ok: false, code: 'SVC-AGENT-LOOP-003', reason: 'repeated_action' };
      }

      const day = utcDay(input.nowMs);
      const spend = sql
        .exec<{ spent: number; in_flight: number }>('SELECT spent, in_flight FROM spend WHERE day = ?', day)
        .toArray()[0] ?? { spent: 0, in_flight: 0 };
      // Compared in micro-dollars so that 100 × 0.01 does not exceed 1.00 through float rounding.
      const micros = (n: number) => Math.round(n * 1_000_000);
      if (micros(spend.spent) + micros(spend.in_flight) + micros(input.cost) > micros(input.maxCostPerDay)) {
        return { ok: false, code: 'AGENT_BUDGET_EXCEEDED', reason: 'budget', spent: spend.spent, maxCostPerDay: input.maxCostPerDay };
      }

      sql.exec('INSERT INTO actions (action_key) VALUES (?)', input.actionKey);
      const actionSeq = sql.exec<{ s: number }>('SELECT last_insert_rowid() AS s').one().s;
      sql.exec('DELETE FROM actions WHERE seq <= ?', actionSeq - 20);
      sql.exec(
        "INSERT INTO steps (conversation_id, step_number, state, cost, day, action_seq) VALUES (?, ?, 'reserved', ?, ?, ?)",
        input.conversationId,
        input.stepNumber,
        input.cost,
        day,
        actionSeq,
      );
      sql.exec(
        'INSERT INTO spend (day, spent, in_flight) VALUES (?, 0, ?) ON CONFLICT(day) DO UPDATE SET in_flight = in_flight + excluded.in_flight',
        day,
        input.cost,
      );
      return { ok: true, spentToday: spend.spent };
    });
  }

  /** The verification was accepted: the step is consumed and its cost spent. Returns today's spend. */
  commit(conversationId: string, stepNumber: number): { spentToday: number } {
    return this.ctx.storage.transactionSync(() => {
      const sql = this.ctx.storage.sql;
      const step = sql
        .exec<{ cost: number; day: string; state: string }>(
          'SELECT cost, day, state FROM steps WHERE conversation_id = ? AND step_number = ?',
          conversationId,
          stepNumber,
        )
        .toArray()[0];
      if (!step || step.state !== 'reserved') throw new Error('no reservation to commit');
      sql.exec("UPDATE steps SET state = 'accepted' WHERE conversation_id = ? AND step_number = ?", conversationId, stepNumber);
      sql.exec('UPDATE spend SET spent = spent + ?, in_flight = max(0, in_flight - ?) WHERE day = ?', step.cost, step.cost, step.day);
      return { spentToday: sql.exec<{ spent: number }>('SELECT spent FROM spend WHERE day = ?', step.day).one().spent };
    });
  }

  /** The verification was not accepted (blocked, failed): the step and its held cost are given back. */
  release(conversationId: string, stepNumber: number): void {
    this.ctx.storage.transactionSync(() => {
      const sql = this.ctx.storage.sql;
      const step = sql
        .exec<{ cost: number; day: string; state: string; action_seq: number }>(
          'SELECT cost, day, state, action_seq FROM steps WHERE conversation_id = ? AND step_number = ?',
          conversationId,
          stepNumber,
        )
        .toArray()[0];
      if (!step || step.state !== 'reserved') return;
      sql.exec('DELETE FROM steps WHERE conversation_id = ? AND step_number = ?', conversationId, stepNumber);
      sql.exec('DELETE FROM actions WHERE seq = ?', step.action_seq);
      sql.exec('UPDATE spend SET in_flight = max(0, in_flight - ?) WHERE day = ?', step.cost, step.day);
    });
  }

  spentToday(nowMs: number): number {
    const row = this.ctx.storage.sql.exec<{ spent: number }>('SELECT spent FROM spend WHERE day = ?', utcDay(nowMs)).toArray()[0];
    return row?.spent ?? 0;
  }

  /**
   * Tool pinning: the first definition seen under a name is pinned; a different definition under the same name later
   * is a silent change (a "rug pull") and is reported until it is approved.
   */
  checkToolPin(name: string, hash: string, nowMs: number): 'pinned' | 'unchanged' | 'changed' {
    return this.ctx.storage.transactionSync(() => {
      const sql = this.ctx.storage.sql;
      const pinned = sql.exec<{ hash: string }>('SELECT hash FROM tool_pins WHERE name = ?', name).toArray()[0];
      if (!pinned) {
        sql.exec('INSERT INTO tool_pins (name, hash, pinned_at) VALUES (?, ?, ?)', name, hash, nowMs);
        return 'pinned';
      }
      return pinned.hash === hash ? 'unchanged' : 'changed';
    });
  }
  /** A cheap round trip for readiness checks. */
  ping(): 'pong' {
    return 'pong';
  }

  approveTool(name: string, hash: string, nowMs: number): void {
    this.ctx.storage.sql.exec(
      'INSERT INTO tool_pins (name, hash, pinned_at) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET hash = excluded.hash, pinned_at = excluded.pinned_at',
      name,
      hash,
      nowMs,
    );
  }
}
