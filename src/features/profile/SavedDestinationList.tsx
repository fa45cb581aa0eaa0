/**
 * The saved destinations of an address book, crypto (decision 134) or fiat (decision 243): the
 * rows (or the book's empty text), the book's note, and its Add button, which opens the book's
 * own add dialog. A saved destination closes the dialog, says so and loads the book again.
 */
import { Plus } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { SavedDestinationRow } from './SavedDestinationRow.js';

export type Destination = Pick<
  ComponentProps<typeof SavedDestinationRow>,
  'label' | 'state' | 'usableAt' | 'kind' | 'value'
> & { id: string };

export function SavedDestinationList(p: {
  rows: readonly Destination[];
  listLabel: string;
  rowTestId: string;
  empty: ReactNode;
  note: ReactNode;
  addLabel: ReactNode;
  /** The row whose removal is under way. */
  busyId: string | null;
  onRemove: (id: string) => void;
  /** The book's add dialog, told how to close and how to report a saved destination. */
  addModal: (close: () => void, saved: (message: string) => void) => ReactNode;
  /** Loads the book again once a destination is saved. */
  onSaved: () => void;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      {p.rows.length === 0 ? (
        <p className="pf-empty">{p.empty}</p>
      ) : (
        <ul className="saved-addresses" aria-label={p.listLabel}>
          {p.rows.map((a) => (
            <SavedDestinationRow
              key={a.id}
              label={a.label}
              state={a.state}
              usableAt={a.usableAt}
              kind={a.kind}
              value={a.value}
              testId={p.rowTestId}
              busy={p.busyId === a.id}
              onRemove={() => p.onRemove(a.id)}
            />
          ))}
        </ul>
      )}
      <p className="muted small">{p.note}</p>
      <OnlineButton variant="secondary" onClick={() => setAdding(true)} notice={null}>
        <Plus aria-hidden="true" size={18} />
        {p.addLabel}
      </OnlineButton>
      {adding
        ? p.addModal(
            () => setAdding(false),
            (message) => {
              setAdding(false);
              toast.success(message);
              p.onSaved();
            },
          )
        : null}
    </>
  );
}
