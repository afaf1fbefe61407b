import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A list of rows the creator can also drag (dnd-kit): by the pointer on each row's handle, or by
 * the keyboard (Space or Enter on the handle, the arrow keys, Space to drop, Escape to cancel),
 * announced to screen readers in words. Rows move by CSS transforms while dragged and are put
 * in their new order by `onMove` on the drop: React alone orders the elements (dnd-kit 0.5's
 * `@dnd-kit/react`, which moves the elements themselves, left an input showing another row's
 * value after some drops). The buttons and menus beside each row stay, for those who need neither.
 */
export function SortableRows({
  ids,
  noun,
  onMove,
  children,
}: {
  /** The rows' keys, in order (the ones their `useSortableRow` is given). */
  ids: string[];
  noun: string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const name = (id: UniqueIdentifier) => `${noun} ${position(id)}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over position ${position(over.id)}.`
        : `${name(active.id)} is over no row.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id)}.`
        : `${name(active.id)} was put back.`,
    onDragCancel: ({ active }) => `${name(active.id)} was put back where it was.`,
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: `To move this ${noun}, press Space or Enter, then the up and down arrow keys; press Space again to drop it, or Escape to put it back.`,
        },
      }}
      onDragEnd={({ active, over }) => {
        if (!over) return;
        const from = ids.indexOf(String(active.id));
        const to = ids.indexOf(String(over.id));
        if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * One row of a `SortableRows` list: its element's ref and style, and its drag handle (a button
 * named "Drag ingredient 2", placed where the row wants it).
 */
export function useSortableRow({ id, label }: { id: string; label: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const dragHandle = (
    <button
      ref={setActivatorNodeRef}
      type="button"
      className="drag-handle"
      {...attributes}
      {...listeners}
      aria-label={`Drag ${label}`}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="5.5" cy="3.5" r="1.5" />
        <circle cx="10.5" cy="3.5" r="1.5" />
        <circle cx="5.5" cy="8" r="1.5" />
        <circle cx="10.5" cy="8" r="1.5" />
        <circle cx="5.5" cy="12.5" r="1.5" />
        <circle cx="10.5" cy="12.5" r="1.5" />
      </svg>
    </button>
  );
  return { ref: setNodeRef, style, isDragging, dragHandle };
}
