/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Card } from './card';

const setup = () => {
  const onNavigate = jest.fn();
  const onIntent = jest.fn();
  render(<Card title="Ada Lovelace" href="/entry/default/c/ada" onNavigate={onNavigate} onIntent={onIntent} />);
  return { card: screen.getByRole('link', { name: /Ada Lovelace/ }), onNavigate, onIntent };
};
const at = (x: number, y: number) => ({ clientX: x, clientY: y });

test('a finger tap opens the card when it lifts and cancels the click the browser would send after it', () => {
  const { card, onNavigate, onIntent } = setup();
  fireEvent.touchStart(card, { touches: [at(100, 100)], changedTouches: [at(100, 100)] });
  expect(onIntent).toHaveBeenCalledTimes(1);
  // fireEvent returns false when the handler prevented the default (no synthesised mouse events or click).
  expect(fireEvent.touchEnd(card, { touches: [], changedTouches: [at(106, 103)] })).toBe(false);
  expect(onNavigate).toHaveBeenCalledTimes(1);
});

test('a touch that moved 10 px or more (a scroll or swipe) or had a second finger is not a tap', () => {
  const { card, onNavigate } = setup();
  fireEvent.touchStart(card, { touches: [at(100, 100)] });
  expect(fireEvent.touchEnd(card, { touches: [], changedTouches: [at(100, 112)] })).toBe(true);
  fireEvent.touchStart(card, { touches: [at(100, 100), at(200, 200)] });
  expect(fireEvent.touchEnd(card, { touches: [], changedTouches: [at(100, 100)] })).toBe(true);
  fireEvent.touchStart(card, { touches: [at(100, 100)] });
  fireEvent.touchCancel(card);
  expect(fireEvent.touchEnd(card, { touches: [], changedTouches: [at(100, 100)] })).toBe(true);
  expect(onNavigate).not.toHaveBeenCalled();
});

test('mouse and keyboard still open the card through its click; modified clicks stay with the browser', () => {
  const { card, onNavigate } = setup();
  fireEvent.click(card);
  expect(onNavigate).toHaveBeenCalledTimes(1);
  fireEvent.click(card, { ctrlKey: true });
  expect(onNavigate).toHaveBeenCalledTimes(1);
});

test('a card without client-side navigation leaves taps to the browser (a plain link)', () => {
  render(<Card title="Plain" href="/somewhere" />);
  const card = screen.getByRole('link', { name: /Plain/ });
  fireEvent.touchStart(card, { touches: [at(5, 5)] });
  expect(fireEvent.touchEnd(card, { touches: [], changedTouches: [at(5, 5)] })).toBe(true);
});
