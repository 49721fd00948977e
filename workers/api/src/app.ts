import { swaggerUI } from '@hono/swagger-ui';
import { OpenAPIHono } from '@hono/zod-openapi';
import { AgentVerifyRequest } from '@verdict/contracts';
import type { AppEnv, Clock, IdGenerator } from './env.ts';
import { handleError } from './errors.ts';
import { validationHook } from './lib/openapi.ts';
import { openApiDocument } from './lib/openapi-document.ts';
import { requestEnvelope } from './middleware/envelope.ts';
import { notFoundOrMethodNotAllowed } from './middleware/http-conventions.ts';
import { adminComplianceRouter } from './routes/admin-compliance.ts';
import { adminKeysRouter } from './routes/admin-keys.ts';
import { agentsRouter } from './routes/agents.ts';
import { attestationRouter } from './routes/attestation.ts';
import { auditRouter } from './routes/audit.ts';
import { authRouter } from './routes/auth.ts';
import { badgesRouter } from './routes/badges.ts';
import { batchRouter } from './routes/batch.ts';
import { consoleRouter } from './routes/console.ts';
import { gatewayRouter } from './routes/gateway.ts';
import { healthRouter, SERVICE_VERSION } from './routes/health.ts';
import { logsRouter } from './routes/logs.ts';
import { mcpRouter } from './routes/mcp.ts';
import { metricsRouter } from './routes/metrics.ts';
import { registryRouter } from './routes/registry.ts';
import { verifyRouter } from './routes/verify.ts';
import { webhooksRouter } from './routes/webhooks.ts';

export function createApp(deps: { clock?: Clock; ids?: IdGenerator } = {}) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  // Everything around a request (context, CORS, body and nesting limits, metrics, log line) is one middleware, in order.
  app.use('*', requestEnvelope(deps));

  const v1 = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  v1.route('/', healthRouter);
  v1.route('/', authRouter);
  v1.route('/', adminKeysRouter);
  v1.route('/', logsRouter);
  v1.route('/', auditRouter);
  v1.route('/', adminComplianceRouter);
  v1.route('/', metricsRouter);
  v1.route('/', badgesRouter);
  v1.route('/', agentsRouter);
  v1.route('/', attestationRouter);
  v1.route('/', batchRouter);
  v1.route('/', verifyRouter);
  v1.route('/', webhooksRouter);
  v1.route('/', gatewayRouter);
  app.route('/v1', v1);
  app.route('/', registryRouter);
  app.route('/', mcpRouter);
  app.route('/', consoleRouter);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKeyAuth', { type: 'apiKey', in: 'header', name: 'X-API-Key' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'agentToken', { type: 'apiKey', in: 'header', name: 'X-Agent-Token' });
  app.openAPIRegistry.register('AgentVerifyRequest', AgentVerifyRequest);
  app.get(
    '/openapi.json',
    openApiDocument(app, {
      openapi: '3.1.0',
      info: {
        title: 'Verdict API',
        version: SERVICE_VERSION,
        description: 'Deterministic verification of claims made by AI systems, with signed attestations.',
      },
      servers: [{ url: '/' }],
    }),
  );
  // Swagger UI assets are copied into ./public at install time and served by Workers static assets: no CDN needed.
  app.get('/docs', swaggerUI({ url: '/openapi.json', baseUrl: '/_static', title: 'Verdict API' }));

  app.notFound(notFoundOrMethodNotAllowed(() => app.routes));
  app.onError(handleError);
  return app;
}
