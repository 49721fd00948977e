export * from './problem.ts';
export * from './health.ts';
export * from './auth.ts';
export * from './logs.ts';
