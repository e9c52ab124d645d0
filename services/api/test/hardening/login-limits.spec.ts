/**
 * Issue 11 item 1: sign-in guesses are limited per client (X-Forwarded-For believed only from configured
 * proxies). Per account: login-throttle.spec.ts.
 */
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const login = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, headers, remoteAddress: ip });

test('a forged X-Forwarded-For does not make 60 guesses look like 60 clients (default: no proxy trusted)', async () => {
  const t = await buildTestApp();
  try {
    const codes: number[] = [];
    for (let i = 0; i < 60; i++)
      codes.push(
        (await login(t, `guess${i}@laurel.test`, 'wrong', { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode,
      );
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual(Array(50).fill(429));
    const refused = await login(t, 'guess0@laurel.test', 'wrong', { 'x-forwarded-for': '198.51.100.7' });
    expect(refused.json().message).toBe('Too many sign-in attempts. Please wait a minute and try again.');
  } finally {
    await t.close();
  }
});

// Per account: issue 24 item 6 replaced the account-wide limit by one per account and client (login-throttle.spec.ts).

test('behind a configured proxy, X-Forwarded-For tells clients apart (each gets its own 10 a minute)', async () => {
  const t = await buildTestApp({ trustProxy: ['127.0.0.1'] });
  try {
    for (let client = 1; client <= 3; client++) {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++)
        codes.push(
          (await login(t, `c${client}-${i}@laurel.test`, 'wrong', { 'x-forwarded-for': `203.0.113.${client}` }))
            .statusCode,
        );
      expect(codes).toEqual([...Array(10).fill(401), 429]);
    }
    // A proxy that is not listed is not believed.
    const other = await login(t, 'x@laurel.test', 'wrong', { 'x-forwarded-for': '203.0.113.50' }, '10.9.9.9');
    expect(other.statusCode).toBe(401);
  } finally {
    await t.close();
  }
});
