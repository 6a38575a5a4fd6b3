export * from './config';
export * from './fetch-news';
export * from './map-post';
export * from './schema';
export * from './state';
