import { SandboxContainer as ProductionSandboxContainer } from '../../workers/api/src/durable/sandbox-container.ts';
import type { Env } from '../../workers/api/src/env.ts';

/**
 * The API worker for `wrangler dev` with a local stand-in for the Cloudflare Containers runtime, which needs Docker and
 * an account. Everything is the production Worker (this module re-exports it) except what workerd gives a
 * container-enabled Durable Object as `ctx.container`: here that is `LocalContainerRuntime`, which forwards the
 * container's port to the image's Node entry (`workers/sandbox/src/server.ts`, built and laid out as the Dockerfile
 * says) running as a local process at SANDBOX_CONTAINER_STANDIN_URL. So the API's container transport
 * (services/sandbox-transport.ts), the SandboxContainer class and the @cloudflare/containers library that starts the
 * container, waits for its port and proxies each request all run as in production, with their request shapes and
 * errors.
 */
export * from '../../workers/api/src/index.ts';
export { default } from '../../workers/api/src/index.ts';

/** The Containers runtime API as @cloudflare/containers uses it (workerd's `Container` interface), over a local process. */
class LocalContainerRuntime {
  #running = false;
  #exit: (() => void) | undefined;
  #exited: Promise<void> = Promise.resolve();

  constructor(private readonly target: string) {}

  get running(): boolean {
    return this.#running;
  }

  start(_options?: unknown): void {
    if (this.running) throw new Error('start() cannot be called on a container that is already running.');
    this.#running = true;
    this.#exited = new Promise((resolve) => {
      this.#exit = resolve;
    });
  }

  monitor(): Promise<void> {
    return this.#exited;
  }

  async destroy(): Promise<void> {
    this.#stop();
  }

  signal(_signo: number): void {
    this.#stop();
  }

  #stop(): void {
    this.#running = false;
    this.#exit?.();
  }

  /** The container's port: requests go to the process; nothing listening is the runtime's "not listening" error. */
  getTcpPort(_port: number): { fetch(input: RequestInfo | URL, init?: RequestInit | Request): Promise<Response> } {
    return {
      fetch: async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        const target = new URL(`${url.pathname}${url.search}`, this.target);
        try {
          return await fetch(target, init);
        } catch (error) {
          throw new Error(`the container is not listening on ${target.host}: ${String(error)}`);
        }
      },
    };
  }

  async setInactivityTimeout(_ms: number | bigint): Promise<void> {}
  async interceptOutboundHttp(): Promise<void> {}
  async interceptOutboundHttps(): Promise<void> {}
  async interceptAllOutboundHttp(): Promise<void> {}
}

type ContainerState = ConstructorParameters<typeof ProductionSandboxContainer>[0];

function withLocalRuntime(ctx: ContainerState, env: Env): ContainerState {
  const target = (env as unknown as Record<string, unknown>).SANDBOX_CONTAINER_STANDIN_URL;
  if (ctx.container !== undefined || typeof target !== 'string') return ctx;
  Object.defineProperty(ctx, 'container', { value: new LocalContainerRuntime(target), configurable: true });
  return ctx;
}

export class SandboxContainer extends ProductionSandboxContainer {
  constructor(ctx: ContainerState, env: Env) {
    super(withLocalRuntime(ctx, env), env);
  }
}
