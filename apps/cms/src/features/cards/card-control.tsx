import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HIDDEN_FOLDER_NAMES, NEW_PROFILE_NAME } from '@laurel/domain';
import type { CardTarget, EditControlProps } from '@laurel/ui/edit-slots';
import { DraftBadge } from '../../components/ui/draft-badge';
import { ScheduleMark } from '../schedule';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { selection, useSelection } from '../../lib/selection-store';
import { useCardList, type CardListInfo } from './card-list-context';

interface Frame {
  target: CardTarget;
  list: CardListInfo | null;
  /** The editor may edit what the card shows: only then can it be selected (every selection action edits). */
  selectable: boolean;
  children: ReactNode;
}

function CardFrame({
  target,
  list,
  selectable,
  children,
  handle,
  nodeRef,
  style,
  dragging,
}: Frame & {
  handle?: ReactNode;
  nodeRef?: (el: HTMLElement | null) => void;
  style?: CSSProperties;
  dragging?: boolean;
}) {
  const sel = useSelection();
  const selected = sel.kind === target.kind && sel.ids.includes(target.id);
  const selecting = sel.ids.length > 0;
  const listIds = list?.ids ?? [target.id];
  const toggle = (shift: boolean) =>
    selection.pick({ kind: target.kind, id: target.id, parentId: target.parentId, listIds, shift });
  // In selection mode a click on the card selects it instead of opening it.
  const onClickCapture = (e: MouseEvent) => {
    if (!selecting || !selectable || (e.target as HTMLElement).closest('.cms-card__tools')) return;
    e.preventDefault();
    e.stopPropagation();
    toggle(e.shiftKey);
  };
  // Unpublished, or a placeholder visitors never see (SPEC §4: 'NEW FOLDER', 'NEW PROFILE'…): marked Draft.
  const draft =
    !target.isLive || HIDDEN_FOLDER_NAMES.includes(target.title) || target.title.startsWith(NEW_PROFILE_NAME);
  const cls = `cms-card${selected ? ' is-selected' : ''}${draft ? ' is-draft' : ''}${dragging ? ' is-dragging' : ''}${selecting ? ' is-selecting' : ''}`;
  return (
    <div ref={nodeRef} style={style} className={cls} onClickCapture={onClickCapture} data-card-id={target.id}>
      {children}
      {draft ? <DraftBadge className="cms-card__draft" /> : null}
      <ScheduleMark siteId={target.siteId} kind={target.kind} id={target.id} className="cms-card__schedule" />
      <div className="cms-card__tools">
        {selectable ? (
          <label className="cms-card__select" title={`Select ${target.title}`}>
            <input
              type="checkbox"
              checked={selected}
              aria-label={`Select ${target.title}`}
              onChange={() => undefined}
              onClick={(e) => {
                e.stopPropagation();
                toggle(e.shiftKey);
              }}
            />
          </label>
        ) : null}
        {handle}
      </div>
    </div>
  );
}

function SortableCard(props: Frame) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.target.id,
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="cms-card__handle"
      aria-label={`Move ${props.target.title}`}
      title="Drag to move (or press Space, then the arrow keys)"
      {...attributes}
      {...listeners}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
  return <CardFrame {...props} handle={handle} nodeRef={setNodeRef} style={style} dragging={isDragging} />;
}

/**
 * One card in CMS mode: the Draft mark when visitors cannot see it, a checkbox to select it (selection
 * mode: clicks select, shift-click selects a range), and a handle to move it when its list is sortable.
 * An editor limited to folders gets neither on a card they may not edit (a folder: the folder itself; a
 * profile: its folder; the rule `canEditCategory` of @laurel/domain): other folders are read-only to them.
 */
export default function CardControl({ target, children }: EditControlProps<'card'>) {
  const list = useCardList();
  const canEdit = useCanEdit(target.siteId);
  const selectable = canEdit(target.kind === 'category' ? target.id : target.parentId);
  if (list?.sortable)
    return (
      <SortableCard target={target} list={list} selectable={selectable}>
        {children}
      </SortableCard>
    );
  return (
    <CardFrame target={target} list={list} selectable={selectable}>
      {children}
    </CardFrame>
  );
}
