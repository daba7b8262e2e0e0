export * from './identity.ts';
export * from './org.ts';
export * from './access.ts';
export * from './config.ts';
export * from './recruiting.ts';
export * from './accounts.ts';
export * from './pipeline.ts';
export * from './login-log.ts';
