/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { PlayerBoundary } from './player-boundary';

describe('PlayerBoundary', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the loading frame after a failure and starts the player again 5 s later', () => {
    let fail = true;
    function Player() {
      if (fail) throw new Error('boom');
      return <p>playing</p>;
    }
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PlayerBoundary>
        <Player />
      </PlayerBoundary>,
    );
    expect(screen.getByText('Getting this screen ready…')).toBeTruthy();
    fail = false;
    act(() => void jest.advanceTimersByTime(4999));
    expect(screen.queryByText('playing')).toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByText('playing')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
