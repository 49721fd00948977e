// Types for the workerd test runtime: `env` from cloudflare:workers is the API worker's Env plus the migrations the
// vitest config passes in, and `exports` is the API worker's entry module.
import type { D1Migration } from 'cloudflare:test';
import type { Env as ApiEnv } from '../src/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends ApiEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import('../src/index.ts');
    }
  }
}
