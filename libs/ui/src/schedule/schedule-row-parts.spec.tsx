import { fireEvent, render, screen } from '@testing-library/react';
import type { Schedule } from '@laurel/domain';
import {
  ScheduleChangeButtons,
  ScheduleDraftFields,
  ScheduleRowButtons,
  useScheduleEdit,
  type ScheduleFieldClasses,
} from './schedule-row-parts';

const classes: ScheduleFieldClasses = { field: 'f', label: 'l', input: 'i', check: 'c' };
const s = {
  _id: 's1',
  kind: 'entry',
  itemId: 'e1',
  name: 'Ada Lovelace',
  action: 'publish',
  at: '2026-10-10T18:30:00.000Z',
  announce: true,
} as Schedule;

/** A row as the apps build it: the shared buttons, and the draft's fields in their place while changed. */
function Row({ zone }: { zone?: string }) {
  const { rowRef, draft, setDraft, body, start, stop } = useScheduleEdit<HTMLDivElement>(s, zone);
  return (
    <div ref={rowRef}>
      {draft ? (
        <>
          <ScheduleDraftFields s={s} draft={draft} onDraft={setDraft} what="this profile" classes={classes} />
          <output>{draft.when}</output>
          <output>{JSON.stringify(body)}</output>
          <ScheduleChangeButtons onSave={stop} canSave={!!body} onKeep={stop} saveClassName="b" keepClassName="b" />
        </>
      ) : (
        <ScheduleRowButtons
          name={s.name}
          previewHref="/preview"
          onChange={start}
          onCancel={() => undefined}
          buttonClassName="b"
        />
      )}
    </div>
  );
}

test('Change… hands the keyboard to the first field, and Keep as it was hands it back', () => {
  render(<Row zone="Europe/London" />);
  expect(screen.getByRole('link', { name: 'Preview at this time' }).getAttribute('href')).toBe('/preview');
  expect(screen.getByRole('button', { name: 'Cancel schedule' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Change the schedule of Ada Lovelace' }));
  const action = screen.getByLabelText('What happens');
  expect(document.activeElement).toBe(action);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Publish this profile',
    'Unpublish this profile',
  ]);
  expect((screen.getByRole('button', { name: 'Save change' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Keep as it was' }));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change the schedule of Ada Lovelace' }));
});

test('an unpublish drops "Now inducted" from the form and is the only change sent', () => {
  render(<Row zone="Europe/London" />);
  fireEvent.click(screen.getByRole('button', { name: 'Change the schedule of Ada Lovelace' }));
  expect(screen.getByLabelText(/Play “Now inducted” on cast screens once/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText('What happens'), { target: { value: 'unpublish' } });
  expect(screen.queryByLabelText(/Now inducted/)).toBeNull();
  expect(screen.getByText('{"action":"unpublish"}')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Save change' }) as HTMLButtonElement).disabled).toBe(false);
});

test('a draft opened before the site’s zone arrived is read again in it', () => {
  const { rerender } = render(<Row zone={undefined} />);
  fireEvent.click(screen.getByRole('button', { name: 'Change the schedule of Ada Lovelace' }));
  rerender(<Row zone="Asia/Tokyo" />);
  expect(screen.getByText('2026-10-11T03:30:00')).toBeTruthy();
  rerender(<Row zone="Europe/London" />);
  expect(screen.getByText('2026-10-10T19:30:00')).toBeTruthy();
});
