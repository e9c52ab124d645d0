import type { FastifyPluginAsync } from 'fastify';
import read from './read';
import write from './write';

const categories: FastifyPluginAsync = async (app) => {
  await app.register(read);
  await app.register(write);
};
export default categories;
