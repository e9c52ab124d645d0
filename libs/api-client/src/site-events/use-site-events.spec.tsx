/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { closeEarlyStream, openEarlyStream } from './early-stream';
import { useSiteEvents } from './use-site-events';

/** An EventSource the test speaks for (the API's change stream). */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<(e: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(fn));
  }
  removeEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.get(type)?.delete(fn);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server accepted the stream. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }
  /** The server sent `event: <type>` with this data. */
  send(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
}

beforeAll(() => {
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
});
beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.made = [];
});
afterEach(() => {
  closeEarlyStream();
  jest.useRealTimers();
});

const siteChange = (version: number) => ({ siteId: 'default', kind: 'site', id: 'default', version });

test('an edit saved while a server-made page loads is handed to it the moment its live updates start', () => {
  // The server made the page at version 45; the kiosk's scripts start, and the edit (46) is saved meanwhile.
  document.head.innerHTML = '<meta name="laurel-content-version" content="45" />';
  openEarlyStream('default', 'kiosk');
  expect(FakeEventSource.made).toHaveLength(1);
  const early = FakeEventSource.made[0];
  expect(early.url).toBe('/api/v1/sites/default/events?screen=kiosk&since=45');
  early.open();
  early.send('change', siteChange(46));
  early.send('version', { siteId: 'default', version: 46 });

  // Seconds later the page is hydrated and its hook mounts: it takes that stream and hands the edit on at once.
  const onChange = jest.fn();
  const { unmount } = renderHook(() => useSiteEvents('default', onChange, null, 'kiosk'));
  expect(FakeEventSource.made).toHaveLength(1);
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith([{ kind: 'site', id: 'default' }]);

  // Live notices still reach it through the same stream.
  act(() => early.send('change', siteChange(47)));
  act(() => void jest.advanceTimersByTime(400));
  expect(onChange).toHaveBeenCalledTimes(2);
  unmount();
  expect(early.readyState).toBe(FakeEventSource.CLOSED);
});

test('a page whose stream would start elsewhere (a signed-in editor) opens its own and closes the early one', () => {
  document.head.innerHTML = '<meta name="laurel-content-version" content="45" />';
  openEarlyStream('default');
  const { unmount } = renderHook(() => useSiteEvents('default', jest.fn(), 'token-1'));
  expect(FakeEventSource.made).toHaveLength(2);
  expect(FakeEventSource.made[0].readyState).toBe(FakeEventSource.CLOSED);
  expect(FakeEventSource.made[1].url).toContain('access_token=token-1');
  unmount();
});

test('what changed before the stream opened is handed on at once; live notices are gathered for 300 ms', () => {
  const onChange = jest.fn();
  const { unmount } = renderHook(() => useSiteEvents('other', onChange));
  const stream = FakeEventSource.made[0];
  act(() => {
    stream.open();
    stream.send('change', { ...siteChange(7), siteId: 'other', kind: 'entry', id: 'e1' });
    stream.send('version', { siteId: 'other', version: 7 });
  });
  expect(onChange).toHaveBeenCalledWith([{ kind: 'entry', id: 'e1' }]);
  act(() => stream.send('change', { ...siteChange(8), siteId: 'other', kind: 'entry', id: 'e2' }));
  expect(onChange).toHaveBeenCalledTimes(1);
  act(() => void jest.advanceTimersByTime(300));
  expect(onChange).toHaveBeenCalledTimes(2);
  unmount();
});

test('a lone edit after a quiet second is handed on after 50 ms; saves that follow one another are gathered', () => {
  const onChange = jest.fn();
  const { unmount } = renderHook(() => useSiteEvents('other', onChange));
  const stream = FakeEventSource.made[0];
  act(() => stream.open());
  act(() => void jest.advanceTimersByTime(2000));
  act(() => stream.send('change', { ...siteChange(8), siteId: 'other', kind: 'entry', id: 'e1' }));
  act(() => void jest.advanceTimersByTime(49));
  expect(onChange).not.toHaveBeenCalled();
  act(() => void jest.advanceTimersByTime(1));
  expect(onChange).toHaveBeenCalledWith([{ kind: 'entry', id: 'e1' }]);
  // A burst right after it: gathered into one call 300 ms after its last notice.
  act(() => stream.send('change', { ...siteChange(9), siteId: 'other', kind: 'entry', id: 'e2' }));
  act(() => void jest.advanceTimersByTime(200));
  act(() => stream.send('change', { ...siteChange(10), siteId: 'other', kind: 'entry', id: 'e3' }));
  act(() => void jest.advanceTimersByTime(299));
  expect(onChange).toHaveBeenCalledTimes(1);
  act(() => void jest.advanceTimersByTime(1));
  expect(onChange).toHaveBeenCalledTimes(2);
  expect(onChange).toHaveBeenLastCalledWith([
    { kind: 'entry', id: 'e2' },
    { kind: 'entry', id: 'e3' },
  ]);
  unmount();
});
