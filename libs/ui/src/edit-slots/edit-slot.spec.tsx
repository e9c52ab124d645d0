/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { EditControlsProvider, EditSlot, useEditMode, type EditControls } from './edit-slot';

const card = { siteId: 's', kind: 'entry' as const, id: 'e1', title: 'Ada', isLive: false, parentId: 'c1' };

function Mode() {
  return <span>{useEditMode() ? 'editing' : 'visiting'}</span>;
}

test('for visitors a slot renders nothing by itself, and a wrapper slot exactly its children', () => {
  const { container } = render(
    <>
      <EditSlot name="folder-actions" target={{ siteId: 's' }} />
      <EditSlot name="card" target={card}>
        <a href="/entry/s/c1/e1">Ada</a>
      </EditSlot>
      <Mode />
    </>,
  );
  expect(container.innerHTML).toBe('<a href="/entry/s/c1/e1">Ada</a><span>visiting</span>');
});

test('in CMS mode the control for the name gets the target and the public rendering', () => {
  const controls: EditControls = {
    card: ({ target, children }) => (
      <div data-testid="control">
        {target.isLive ? null : <b>Draft</b>}
        {children}
      </div>
    ),
  };
  render(
    <EditControlsProvider controls={controls}>
      <EditSlot name="card" target={card}>
        <a href="/entry/s/c1/e1">Ada</a>
      </EditSlot>
      <Mode />
    </EditControlsProvider>,
  );
  expect(screen.getByTestId('control').textContent).toBe('DraftAda');
  expect(screen.getByText('editing')).toBeTruthy();
});

test('a slot without a control logs "Inject has failed for {name}" and keeps the public rendering', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <EditControlsProvider controls={{}}>
      <EditSlot name="entry-text" target={{ siteId: 's', entry: {} as never, field: 'firstName' }}>
        Ada
      </EditSlot>
    </EditControlsProvider>,
  );
  expect(screen.getByText('Ada')).toBeTruthy();
  expect(error).toHaveBeenCalledWith('Inject has failed for entry-text');
  error.mockRestore();
});
