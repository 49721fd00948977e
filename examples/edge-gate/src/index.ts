// The Worker entry. workerd accepts only handlers as exports of the main module, so the gate and its constants live in
// gate.ts.
import { type Env, gate } from './gate.ts';

export default {
  fetch: (request, env) => gate(request, env),
} satisfies ExportedHandler<Env>;
