/** Move up, Move down and Remove for one row of a list (an ingredient line, a step), by keyboard as by mouse. */
export function RowActions({
  row,
  count,
  noun,
  move,
  remove,
}: {
  row: number;
  count: number;
  /** Names the row for screen readers: "Move up ingredient 2". */
  noun: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const name = <span className="visually-hidden"> {`${noun} ${row + 1}`}</span>;
  return (
    <div className="row-actions">
      <button
        type="button"
        className="button button-quiet"
        disabled={row === 0}
        onClick={() => {
          move(row, row - 1);
        }}
      >
        Move up{name}
      </button>
      <button
        type="button"
        className="button button-quiet"
        disabled={row === count - 1}
        onClick={() => {
          move(row, row + 1);
        }}
      >
        Move down{name}
      </button>
      <button
        type="button"
        className="button button-quiet"
        onClick={() => {
          remove(row);
        }}
      >
        Remove{name}
      </button>
    </div>
  );
}
