import './transaction-list.css';

/**
 * 'November 25 at 8:48 AM' in two pieces that never break inside: on a narrow row the date wraps
 * once, before 'at', instead of onto three lines or between '8:48' and 'AM'.
 */
export function ListDate({ value }: { value: string }) {
  const cut = value.indexOf(' at ');
  if (cut < 0) return <span className="tx-date">{value}</span>;
  return (
    <span className="tx-date">
      <span className="tx-date-part">{value.slice(0, cut)}</span>{' '}
      <span className="tx-date-part">{value.slice(cut + 1)}</span>
    </span>
  );
}
