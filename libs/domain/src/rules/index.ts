export * from './constants';
export * from './messages';
export * from './category-index';
export * from './visibility';
export * from './routes';
export * from './redirects';
export * from './format';
export * from './filters';
