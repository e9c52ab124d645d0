// count, distinct, estimatedDocumentCount
import { useServer } from './helpers';

describe('count and distinct', () => {
  const t = useServer();

  beforeAll(async () => {
    await t.db.collection('cd').insertMany([{ a: 1, t: ['x', 'y'] }, { a: 2, t: ['y'] }, { a: 2 }, { a: null }]);
  });

  it('counts with and without a query', async () => {
    expect(await t.db.collection('cd').estimatedDocumentCount()).toBe(4);
    expect((await t.db.command({ count: 'cd', query: { a: 2 } })).n).toBe(2);
    expect((await t.db.command({ count: 'cd', query: {}, skip: 1, limit: 2 })).n).toBe(2);
    expect((await t.db.command({ count: 'missing' })).n).toBe(0);
  });

  it('returns distinct values, expanding arrays', async () => {
    expect(await t.db.collection('cd').distinct('a')).toEqual([null, 1, 2]);
    expect(await t.db.collection('cd').distinct('t')).toEqual(['x', 'y']);
    expect(await t.db.collection('cd').distinct('t', { a: 2 })).toEqual(['y']);
  });
});
