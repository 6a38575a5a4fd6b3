export * from './schema';
export * from './payload';
export * from './errors';
export * from './submit';
