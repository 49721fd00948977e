export * from './client.ts';
export * from './schema.ts';
export * from './accounts.ts';
export * from './api-keys.ts';
export * from './verification-logs.ts';
