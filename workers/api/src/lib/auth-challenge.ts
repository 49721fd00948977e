/**
 * The `WWW-Authenticate` challenge of a 401 (RFC 9110 §11.6.1: a 401 must say how to authenticate). Agent routes take
 * the agent's token, every other protected route a bearer token (from sign-in) or an API key. `ApiKey` and
 * `AgentToken` are not registered schemes; their `header` parameter names the header that carries the credential.
 * A request that sent a credential is told it was refused (`error="invalid_token"`, RFC 6750 §3.1).
 */
export function authChallenge(path: string, sentCredential: boolean): string {
  const error = sentCredential ? ', error="invalid_token"' : '';
  if (/^\/v1\/agents\/[^/]+\/(verify|activity|tools\/[^/]+)$/.test(path))
    return `AgentToken realm="verdict", header="X-Agent-Token"${error}`;
  if (path === '/mcp') return `ApiKey realm="verdict", header="X-API-Key"${error}`;
  return `Bearer realm="verdict"${error}, ApiKey realm="verdict", header="X-API-Key"`;
}
