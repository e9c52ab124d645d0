/** @jest-environment jsdom */
import type { CastScreenReply } from '@laurel/api-client';
import type { Site } from '@laurel/domain';
import { forgetContent, loadSavedContent, saveContent } from './saved-content';

const reply = { screen: { screenId: 's1' }, clientID: 'c', categories: [] } as unknown as CastScreenReply;
const styling = { siteID: 'default' } as Site;

describe('saved content', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last reply and styling across a reload, per screen', () => {
    saveContent(localStorage, 's1', { reply });
    saveContent(localStorage, 's1', { styling });
    expect(loadSavedContent(localStorage, 's1')).toEqual({ reply, styling });
    expect(loadSavedContent(localStorage, 's2')).toBeNull();
  });

  it('ignores corrupt or foreign values', () => {
    localStorage.setItem('laurel.cast.s1', '{not json');
    expect(loadSavedContent(localStorage, 's1')).toBeNull();
    localStorage.setItem('laurel.cast.s1', JSON.stringify({ reply: { nope: 1 } }));
    expect(loadSavedContent(localStorage, 's1')).toBeNull();
  });

  it('survives a full storage and forgets on request', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: jest.fn(),
    } as unknown as Storage;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => saveContent(full, 's1', { reply })).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    saveContent(localStorage, 's1', { reply });
    forgetContent(localStorage, 's1');
    expect(loadSavedContent(localStorage, 's1')).toBeNull();
  });
});
