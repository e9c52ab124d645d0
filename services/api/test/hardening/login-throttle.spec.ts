/**
 * Issue 24 item 6: guesses at a named account slow the guesser down without locking the account out. Attempts
 * count per account and client together (LOGIN_ACCOUNT_RATE_LIMIT a minute, then that pair waits, longer each
 * time); the right password from an address that has not been guessing gets in; the per-address limit stays.
 */
import { buildApp } from '../../src/app';
import { LoginThrottle, type PairDoc } from '../../src/services/auth/login-throttle';
import { buildTestApp, PASSWORD, type TestApp } from '../helpers/build-test-app';

const login = (t: TestApp, email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: ip });

test('guesses from many addresses do not lock the admin out; the guessing address waits', async () => {
  const t = await buildTestApp();
  try {
    // Five wrong passwords from each of eight addresses (forty a minute at one account).
    for (let i = 1; i <= 8; i++)
      for (let n = 0; n < 5; n++)
        expect((await login(t, 'Admin-A@laurel.test ', 'wrong', `192.0.2.${i}`)).statusCode).toBe(401);
    // The owner, from an address that has not been guessing, signs in.
    expect((await login(t, 'admin-a@laurel.test', PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    // The guessing address now waits for this account (even with the right password), with Retry-After.
    const waiting = await login(t, 'admin-a@laurel.test', PASSWORD, '192.0.2.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe('Too many sign-in attempts. Please wait a minute and try again.');
    expect(Number(waiting.headers['retry-after'])).toBe(60);
    // …but may still sign in to another account it has not been guessing (within its per-address limit).
    expect((await login(t, 'admin-b@laurel.test', PASSWORD, '192.0.2.1')).statusCode).toBe(200);
  } finally {
    await t.close();
  }
});

test('the per-address limit across accounts stays (LOGIN_RATE_LIMIT)', async () => {
  const t = await buildTestApp({ loginRateLimit: 10 });
  try {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login(t, `nobody${i}@laurel.test`, 'x', '203.0.113.4')).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
  } finally {
    await t.close();
  }
});

test('each further wait of the same pair is twice as long, at most 15 minutes; a right password clears it', async () => {
  const t = await buildTestApp();
  try {
    const throttle = new LoginThrottle(t.app.mongo.db.collection<PairDoc>('loginThrottles'), 5);
    const key = LoginThrottle.key('Admin@X.test', '192.0.2.1');
    let now = 0;
    const waits: number[] = [];
    for (let round = 0; round < 6; round++) {
      for (let n = 0; n < 5; n++) expect(await throttle.attempt(key, now)).toBeNull();
      const wait = (await throttle.attempt(key, now))!;
      waits.push(wait.retryAfterS);
      now += wait.retryAfterS * 1000;
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    await throttle.succeeded(key);
    for (let n = 0; n < 5; n++) expect(await throttle.attempt(key, now)).toBeNull();
  } finally {
    await t.close();
  }
});

test('replicas on one database share the count: guesses through one make the guesser wait on another', async () => {
  const t = await buildTestApp({ loginAccountRateLimit: 3 });
  const other = await buildApp({
    db: t.app.mongo.db,
    env: {},
    logger: false,
    config: {
      dataDir: t.app.config.dataDir,
      mongoUri: null,
      jwtSecret: t.app.config.jwtSecret,
      appsDir: t.app.config.appsDir,
      loginAccountRateLimit: 3,
    },
  });
  try {
    for (let n = 0; n < 3; n++)
      expect((await login(t, 'admin-a@laurel.test', 'wrong', '192.0.2.9')).statusCode).toBe(401);
    const onOther = await other.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin-a@laurel.test', password: PASSWORD },
      remoteAddress: '192.0.2.9',
    });
    expect(onOther.statusCode).toBe(429);
    expect(Number(onOther.headers['retry-after'])).toBe(60);
  } finally {
    await other.close();
    await t.close();
  }
});
