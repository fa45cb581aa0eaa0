/** The space the total return fills, held from the wallet's first paint (wallet.css sizes it). */
export function TotalReturnPlaceholder() {
  return (
    <div className="total-return" aria-hidden="true">
      <span className="skeleton total-return-skeleton" />
    </div>
  );
}
