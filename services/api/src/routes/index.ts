/**
 * Registers every resource's routes under /api/v1. One line per route folder; API-2's folders
 * (media, users, cast-screens, analytics, calendar, twitter, search, admin) are added here too.
 */
import type { FastifyPluginAsync } from 'fastify';
import health from './health';
import auth from './auth';
import me from './me';
import sites from './sites';
import categories from './categories';
import entries from './entries';
import bulk from './bulk';
import move from './move';
import recordColumns from './record-columns';
import recentlyDeleted from './recently-deleted';
import admin from './admin';
import media from './media';
import users from './users';
import castScreens from './cast-screens';
import analytics from './analytics';
import calendar from './calendar';
import twitter from './twitter';
import search from './search';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(auth);
  await app.register(me);
  await app.register(sites);
  await app.register(categories);
  await app.register(entries);
  await app.register(bulk);
  await app.register(move);
  await app.register(recordColumns);
  await app.register(recentlyDeleted);
  await app.register(admin);
  await app.register(media);
  await app.register(users);
  await app.register(castScreens);
  await app.register(analytics);
  await app.register(calendar);
  await app.register(twitter);
  await app.register(search);
};
export default routes;
