/** The space the portfolio chart fills, held from the wallet's first paint (wallet.css sizes the slot). */
export function PortfolioChartPlaceholder() {
  return (
    <div className="chart-card portfolio-chart" aria-hidden="true">
      <span className="skeleton portfolio-chart-skeleton" />
    </div>
  );
}
