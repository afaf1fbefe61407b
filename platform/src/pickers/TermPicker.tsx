import { Combobox } from '@base-ui/react/combobox';
import { useId, useState } from 'react';
import './pickers.css';

export interface PickerItem {
  id: string;
  title: string;
}

interface Option extends PickerItem {
  /** The typed title, for the "Add …" option that creates it. */
  create?: string;
}

const fold = (text: string) => text.normalize('NFC').trim().toLocaleLowerCase('en').normalize('NFC');

/**
 * Picks several of a kitchen's words (a taxonomy's terms, its equipment), each shown as a chip
 * that Backspace removes; typing a word the kitchen lacks offers "Add “…”", which makes it.
 */
export function TermPicker({
  field,
  label,
  items,
  value,
  onChange,
  onCreate,
  placeholder,
}: {
  /** The form field it edits, marked for the checks' "Go to field". */
  field?: string;
  label: string;
  items: PickerItem[];
  value: string[];
  onChange: (ids: string[]) => void;
  onCreate: (title: string) => Promise<PickerItem>;
  placeholder?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<'idle' | 'adding' | { error: string }>('idle');
  const byId = new Map(items.map((item) => [item.id, item]));
  const selected = value.flatMap((itemId) => byId.get(itemId) ?? []);
  const typed = query.trim();
  const exists = items.some((item) => fold(item.title) === fold(typed));
  const options: Option[] =
    typed && !exists
      ? [...items, { id: `create:${fold(typed)}`, title: `Add “${typed}”`, create: typed }]
      : items;

  const create = async (title: string) => {
    setState('adding');
    try {
      const made = await onCreate(title);
      onChange(value.includes(made.id) ? value : [...value, made.id]);
      setQuery('');
      setState('idle');
    } catch {
      setState({ error: `“${title}” could not be added. Try again.` });
    }
  };

  return (
    <div className="field term-picker" data-field={field}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <Combobox.Root
        items={options}
        multiple
        value={selected}
        itemToStringLabel={(item: Option) => item.title}
        isItemEqualToValue={(item: Option, other: Option) => item.id === other.id}
        inputValue={query}
        onInputValueChange={setQuery}
        onValueChange={(next: Option[]) => {
          const creating = next.find((item) => item.create !== undefined);
          if (creating?.create) {
            void create(creating.create);
            return;
          }
          onChange(next.map((item) => item.id));
          setQuery('');
        }}
      >
        <Combobox.InputGroup className="picker-input">
          <Combobox.Chips
            className="picker-chips"
            aria-label={selected.length ? `${label} chosen` : undefined}
          >
            {selected.map((item) => (
              <Combobox.Chip
                key={item.id}
                className="picker-chip"
                aria-label={item.title}
                aria-description="Press Backspace or Delete to remove"
              >
                {item.title}
                <Combobox.ChipRemove className="picker-chip-remove" aria-label={`Remove ${item.title}`}>
                  <span aria-hidden="true">×</span>
                </Combobox.ChipRemove>
              </Combobox.Chip>
            ))}
            <Combobox.Input
              id={id}
              className="picker-text"
              placeholder={selected.length ? '' : (placeholder ?? 'Type to find or add')}
              aria-description={
                selected.length
                  ? `${selected.length} chosen. From the start of the field, press Left Arrow to reach them.`
                  : undefined
              }
            />
          </Combobox.Chips>
        </Combobox.InputGroup>
        <Combobox.Portal>
          <Combobox.Positioner className="picker-positioner" sideOffset={4}>
            <Combobox.Popup className="picker-popup">
              <Combobox.Empty>
                <p className="picker-empty">Nothing matches. Type a new one to add it.</p>
              </Combobox.Empty>
              <Combobox.List>
                {(item: Option) => (
                  <Combobox.Item key={item.id} value={item} className="picker-option">
                    {item.create !== undefined ? (
                      <span className="picker-mark" aria-hidden="true">
                        +
                      </span>
                    ) : (
                      <Combobox.ItemIndicator className="picker-mark">✓</Combobox.ItemIndicator>
                    )}
                    <span>{item.title}</span>
                  </Combobox.Item>
                )}
              </Combobox.List>
            </Combobox.Popup>
          </Combobox.Positioner>
        </Combobox.Portal>
      </Combobox.Root>
      <span className="hint" aria-live="polite">
        {state === 'adding' ? 'Adding…' : typeof state === 'object' ? state.error : ''}
      </span>
    </div>
  );
}
