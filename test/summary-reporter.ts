import type { Reporter, TestModule } from 'vitest/node';

/** CI recognises only the plain closing line "N passed, N failed, N skipped"; vitest's own summary is not that line. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      const tests = [...module.children.allTests()];
      if (module.state() === 'failed' && tests.length === 0) failed++;
      for (const test of tests) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
