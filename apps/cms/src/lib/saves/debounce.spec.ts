import { LEAVING_EVENT, makeStore } from '@laurel/api-client';
import { createDebouncedSaver, createDebouncer, SAVE_DEBOUNCE_MS } from './debounce';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('runs only the last task for a key, 2000 ms after the last change', async () => {
  const ran: string[] = [];
  const d = createDebouncer();
  d.schedule('title', () => ran.push('a'));
  jest.advanceTimersByTime(1500);
  d.schedule('title', () => ran.push('b'));
  jest.advanceTimersByTime(1999);
  expect(ran).toEqual([]);
  jest.advanceTimersByTime(1);
  await Promise.resolve();
  expect(ran).toEqual(['b']);
  expect(SAVE_DEBOUNCE_MS).toBe(2000);
});

test('keys wait independently and flush runs them at once', async () => {
  const ran: string[] = [];
  const d = createDebouncer();
  d.schedule('a', () => ran.push('a'));
  d.schedule('b', () => ran.push('b'));
  expect(d.pending()).toBe(2);
  await d.flush();
  expect(ran.sort()).toEqual(['a', 'b']);
  expect(d.pending()).toBe(0);
});

test('a waiting save counts as saving until it has finished', async () => {
  const store = makeStore();
  const saver = createDebouncedSaver(store.dispatch);
  let finish!: () => void;
  saver.schedule('entry-1', () => new Promise<void>((r) => (finish = r)));
  saver.schedule('entry-1', () => new Promise<void>((r) => (finish = r)));
  expect(store.getState().session.saving).toBe(true);
  expect(store.getState().session.pendingSaves).toBe(1);
  jest.advanceTimersByTime(2000);
  expect(store.getState().session.saving).toBe(true);
  finish();
  await Promise.resolve();
  await Promise.resolve();
  expect(store.getState().session.saving).toBe(false);
});

test('cancel drops the task and releases the saving flag', () => {
  const store = makeStore();
  const saver = createDebouncedSaver(store.dispatch);
  const task = jest.fn();
  saver.schedule('k', task);
  saver.cancel('k');
  jest.advanceTimersByTime(5000);
  expect(task).not.toHaveBeenCalled();
  expect(store.getState().session.saving).toBe(false);
});

test('an editor leaving sends the waiting saves at once, not after the rest of the 2000 ms', async () => {
  const store = makeStore();
  const events = new EventTarget();
  const saver = createDebouncedSaver(store.dispatch, 2000, events as unknown as Window);
  const sent: string[] = [];
  saver.schedule('entry-1:lastName', () => void sent.push('Byron'));
  jest.advanceTimersByTime(100);
  events.dispatchEvent(new Event(LEAVING_EVENT));
  await Promise.resolve();
  expect(sent).toEqual(['Byron']);
  await Promise.resolve();
  expect(store.getState().session.saving).toBe(false);
});
