import { useMemo } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { EditControlProps } from '@laurel/ui/edit-slots';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { useReorder } from '../../lib/ordering/use-reorder';
import { CardListContext, type CardListInfo } from './card-list-context';

const announcements = {
  onDragStart: ({ active }: { active: { id: string | number } }) => `Picked up ${String(active.id)}.`,
};

/**
 * A list of cards in CMS mode: its cards can be selected, and reordered by drag and drop or the keyboard
 * (focus a card's handle, Space to pick up, arrow keys to move, Space to drop, Escape to cancel), when the
 * list shows the stored order and the editor may edit the folder.
 */
export default function CardListControl({ target, children }: EditControlProps<'card-list'>) {
  const canEdit = useCanEdit(target.siteId);
  const reorder = useReorder();
  const sortable = target.reorderable && canEdit(target.parentId) && target.ids.length > 1;
  const info = useMemo<CardListInfo>(
    () => ({ siteId: target.siteId, kind: target.kind, parentId: target.parentId, ids: target.ids, sortable }),
    [target, sortable],
  );
  const sensors = useSensors(
    // A small move before a drag starts, so a click on a card still selects or opens it.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (!sortable) return <CardListContext.Provider value={info}>{children}</CardListContext.Provider>;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = target.ids.indexOf(String(active.id));
    const to = target.ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    void reorder(target.siteId, target.kind, target.parentId, target.ids, arrayMove(target.ids, from, to));
  };
  return (
    <CardListContext.Provider value={info}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'To move a card, press Space or Enter to pick it up. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
          },
          announcements: {
            ...announcements,
            onDragOver: ({ over }) => (over ? `Over position ${target.ids.indexOf(String(over.id)) + 1}.` : ''),
            onDragEnd: ({ over }) => (over ? `Dropped at position ${target.ids.indexOf(String(over.id)) + 1}.` : ''),
            onDragCancel: () => 'Moving cancelled.',
          },
        }}
      >
        <SortableContext items={target.ids} strategy={rectSortingStrategy}>
          {children}
        </SortableContext>
      </DndContext>
    </CardListContext.Provider>
  );
}
