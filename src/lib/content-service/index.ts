export * from './query';
export * from './state';
export * from './fetch-posts';
