/**
 * Issue 24 item 12: the sanitiser's style rules match whole values (no `expression()`, nothing appended to an
 * allowed weight); an admin cannot tell whether an address has an account on another client's site; a return
 * path that a browser would read as another host is refused by the API as by the pages (libs/domain routes.spec).
 */
import { buildTestApp, IDS, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function savedDescription(html: string): Promise<string> {
  const url = `/api/v1/sites/${IDS.siteA}/categories/${IDS.other}`;
  const res = await t.req('adminA', 'PATCH', url, { categoryDescription: html });
  expect(res.statusCode).toBe(200);
  return (await t.app.inject({ method: 'GET', url })).json().category.categoryDescription;
}

test('style values must match a whole rule: no expression(), nothing after an allowed weight', async () => {
  const saved = await savedDescription(
    '<p style="font-weight: 700 url(https://evil.test/x)">a</p>' +
      '<p style="font-weight: xbold">b</p>' +
      '<span style="color: expression(alert(1))">c</span>' +
      '<span style="color: red; font-weight: bold">d</span>' +
      '<span style="color: rgb(10, 20, 30)">e</span>',
  );
  expect(saved).not.toMatch(/expression|url\(|xbold/);
  expect(saved).toBe(
    '<p>a</p><p>b</p><span>c</span><span style="color:red;font-weight:bold">d</span>' +
      '<span style="color:rgb(10, 20, 30)">e</span>',
  );
});

test("adding a user: an address used on another client's site is not confirmed as an account", async () => {
  const add = (email: string) =>
    t.req('adminA', 'POST', `/api/v1/sites/${IDS.siteA}/users`, { email, role: 'editor', password: 'a long password' });
  const elsewhere = await add(t.emails.adminB);
  expect(elsewhere.statusCode).toBe(409);
  expect(elsewhere.json().message).toBe(
    `The e-mail address ${t.emails.adminB} cannot be used for a new user. Please ask the person for another address.`,
  );
  // A user of the admin's own client (listed in their settings anyway) is named as such.
  const own = await add(t.emails.editorAll);
  expect([own.statusCode, own.json().message]).toEqual([
    409,
    `A user with the e-mail address ${t.emails.editorAll} already exists.`,
  ]);
  // Nothing about the other account changed.
  const users = await t.req('adminB', 'GET', `/api/v1/sites/${IDS.siteB}/users`);
  expect(users.json().users.map((u: { email: string }) => u.email)).toContain(t.emails.adminB);
});

test('a provider sign-in cannot be asked to return to a path a browser reads as another host', async () => {
  for (const returnTo of ['/\t/evil.test', '/\n/evil.test', '/\\evil.test', '/ /evil.test']) {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/oidc/start', payload: { returnTo } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/returnTo/);
  }
});
