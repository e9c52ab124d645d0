import { buildTestApp, IDS, PASSWORD, type TestApp } from '../helpers/build-test-app';

// Builds the app on the embedded database and resizes images: slow on a busy 2-core machine.
jest.setTimeout(60_000);

let t: TestApp;
const url = `/api/v1/sites/${IDS.siteA}/users`;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const userCount = () => t.app.mongo.db.collection('users').countDocuments({});

it("lists the users of the site's client only, without password hashes", async () => {
  const res = await t.app.inject({ method: 'GET', url, headers: t.as('adminA') });
  expect(res.statusCode).toBe(200);
  const emails = res.json().users.map((u: { email: string }) => u.email);
  expect(emails).toEqual(expect.arrayContaining([t.emails.adminA, t.emails.editorLimited, t.emails.editorAll]));
  expect(emails).not.toContain(t.emails.adminB);
  expect(res.body).not.toContain('passwordHash');
  expect(res.body).not.toContain('scrypt');
});

it('adds a user with all categories, who can then sign in with the given password', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: t.as('adminA'),
    payload: { email: 'New.Coach@School.test', role: 'editor', password: 'a long password' },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({
    email: 'new.coach@school.test',
    role: 'editor',
    categories: ['*'],
    clientID: 'client-a',
    hasSignedAgreements: false,
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'new.coach@school.test', password: 'a long password' },
  });
  expect(login.statusCode).toBe(200);
  const again = await t.app.inject({
    method: 'POST',
    url,
    headers: t.as('adminA'),
    payload: { email: 'new.coach@school.test', role: 'admin' },
  });
  expect(again.statusCode).toBe(409);
});

it("narrows an editor's categories and changes roles, refusing unknown categories and self-demotion", async () => {
  const patch = await t.app.inject({
    method: 'PATCH',
    url: `${url}/${t.userIds.editorAll}`,
    headers: t.as('adminA'),
    payload: { categories: [IDS.records, IDS.other] },
  });
  expect(patch.statusCode).toBe(200);
  expect(patch.json().categories).toEqual([IDS.records, IDS.other]);
  const cannotEdit = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/sites/${IDS.siteA}/categories/${IDS.sports}`,
    headers: t.as('editorAll'),
    payload: { categoryName: 'Nope' },
  });
  expect(cannotEdit.statusCode).toBe(403);
  const unknown = await t.app.inject({
    method: 'PATCH',
    url: `${url}/${t.userIds.editorAll}`,
    headers: t.as('adminA'),
    payload: { categories: [IDS.bTop] },
  });
  expect([unknown.statusCode, unknown.json().message]).toEqual([
    400,
    `Unknown category id(s) for this site: ${IDS.bTop}`,
  ]);
  const self = await t.app.inject({
    method: 'PATCH',
    url: `${url}/${t.userIds.adminA}`,
    headers: t.as('adminA'),
    payload: { role: 'editor' },
  });
  expect(self.statusCode).toBe(400);
  const internal = await t.app.inject({
    method: 'PATCH',
    url: `${url}/${t.userIds.editorAll}`,
    headers: t.as('adminA'),
    payload: { role: 'internal' },
  });
  expect(internal.statusCode).toBe(403);
  const stored = await t.app.mongo.db.collection('users').findOne({ _id: t.userIds.editorAll as never });
  expect(stored).toMatchObject({ role: 'editor', categories: [IDS.records, IDS.other] });
});

it("cannot reach another client's users", async () => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `${url}/${t.userIds.adminB}`,
    headers: t.as('adminA'),
    payload: { role: 'editor' },
  });
  expect(res.statusCode).toBe(404);
  const del = await t.app.inject({ method: 'DELETE', url: `${url}/${t.userIds.editorOther}`, headers: t.as('adminA') });
  expect(del.statusCode).toBe(404);
});

it('deletes a user, whose token then stops working; an admin cannot delete themself', async () => {
  const before = await userCount();
  const self = await t.app.inject({ method: 'DELETE', url: `${url}/${t.userIds.adminA}`, headers: t.as('adminA') });
  expect(self.statusCode).toBe(400);
  const del = await t.app.inject({
    method: 'DELETE',
    url: `${url}/${t.userIds.editorLimited}`,
    headers: t.as('adminA'),
  });
  expect(del.statusCode).toBe(204);
  expect(await userCount()).toBe(before - 1);
  const after = await t.app.inject({ method: 'GET', url: `/api/v1/me/site-ids`, headers: t.as('editorLimited') });
  expect(after.statusCode).toBe(401);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: t.emails.editorLimited, password: PASSWORD },
  });
  expect(login.statusCode).toBe(401);
});

it('rejects bad input with 400 and changes nothing', async () => {
  const before = await userCount();
  for (const payload of [
    { email: 'not-an-email', role: 'editor' },
    { email: 'x@y.test', role: 'owner' },
    { email: 'x@y.test', role: 'editor', extra: 1 },
    { email: { $gt: '' }, role: 'editor' },
    { email: 'x@y.test', role: 'editor', password: 'short' },
  ]) {
    const res = await t.app.inject({ method: 'POST', url, headers: t.as('adminA'), payload });
    expect(res.statusCode).toBe(400);
  }
  const patch = await t.app.inject({
    method: 'PATCH',
    url: `${url}/${t.userIds.adminA}`,
    headers: t.as('adminA'),
    payload: { categories: [{ $ne: 1 }] },
  });
  expect(patch.statusCode).toBe(400);
  expect(await userCount()).toBe(before);
});
