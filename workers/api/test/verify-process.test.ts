import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant } from './setup/harness.ts';

const IRAC = [
  '**Issue:** Whether the contract was breached.',
  'Rule: A party breaches by failing to perform.',
  'Analysis: The seller never delivered the goods.',
  'In conclusion, the contract was breached.',
].join('\n');

describe('POST /v1/verify/process', () => {
  it('detects all four IRAC steps (default mode)', async () => {
    const t = await newTenant();
    const res = await call('POST', '/v1/verify/process', { headers: apiKey(t), body: { trace: IRAC } });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ verified: true, score: 1, missing_steps: [] });
    expect(typeof res.json.mechanism).toBe('string');
  });

  it('reports missing IRAC steps', async () => {
    const t = await newTenant();
    const res = await call('POST', '/v1/verify/process', {
      headers: apiKey(t),
      body: { trace: 'Issue: whether it rained. Therefore it rained.' },
    });
    expect(res.json.verified).toBe(false);
    expect(res.json.missing_steps.length).toBeGreaterThan(0);
    expect(res.json.score).toBeLessThan(1);
  });

  it('checks milestones with normalised matching', async () => {
    const t = await newTenant();
    const res = await call('POST', '/v1/verify/process', {
      headers: apiKey(t),
      body: {
        trace: 'First we Collected the data. Then we trained the model.',
        mode: 'milestones',
        milestones: ['collect data', 'train model', 'evaluate model'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.verified).toBe(false);
    expect(res.json.missed_milestones).toEqual(['evaluate model']);
    expect(res.json.process_rate).toBeCloseTo(2 / 3, 6);
  });

  it('does not count a milestone the trace says was not done', async () => {
    const t = await newTenant();
    const res = await call('POST', '/v1/verify/process', {
      headers: apiKey(t),
      body: {
        trace:
          'We backed up the database. The load test was skipped because the cluster was busy. Migration of the data was not performed.',
        mode: 'milestones',
        milestones: ['back up the database', 'run the load test', 'migrate the data'],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.verified).toBe(false);
    expect(res.json.missed_milestones).toEqual(['run the load test', 'migrate the data']);
  });

  it('answers 400 for an invalid mode or missing milestones', async () => {
    const t = await newTenant();
    expect((await call('POST', '/v1/verify/process', { headers: apiKey(t), body: { trace: IRAC, mode: 'vibes' } })).status).toBe(400);
    expect((await call('POST', '/v1/verify/process', { headers: apiKey(t), body: { trace: IRAC, mode: 'milestones' } })).status).toBe(400);
    expect(
      (await call('POST', '/v1/verify/process', { headers: apiKey(t), body: { trace: IRAC, mode: 'milestones', milestones: [] } })).status,
    ).toBe(400);
    expect((await call('POST', '/v1/verify/process', { body: { trace: IRAC } })).status).toBe(401);
  });
});
