export * from './entities';
export * from './rules';
export * from './schemas';
