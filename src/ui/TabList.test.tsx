import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabList } from './TabList.js';

const html = (panelOf?: (id: 'buy' | 'sell') => string) =>
  renderToStaticMarkup(
    <TabList
      ids={['buy', 'sell'] as const}
      labels={(id) => id.toUpperCase()}
      current="sell"
      onSelect={() => {}}
      base="trade-tab"
      label="Buy or sell"
      className="tabs"
      tabClassName="tab"
      panelOf={panelOf}
    />,
  );

describe('TabList', () => {
  it('puts the selected tab alone in the Tab order and names each by its id', () => {
    const out = html();
    expect(out).toContain('role="tablist" aria-label="Buy or sell"');
    expect(out).toContain('id="trade-tab-buy" aria-selected="false" aria-controls="trade-tab-panel" tabindex="-1"');
    expect(out).toContain('id="trade-tab-sell" aria-selected="true" aria-controls="trade-tab-panel" tabindex="0"');
    expect(out).toContain('>BUY</button>');
  });

  it("points each tab at the caller's panel when it names one", () => {
    const out = html((id) => `trade-panel-${id}`);
    expect(out).toContain('id="trade-tab-buy" aria-selected="false" aria-controls="trade-panel-buy"');
    expect(out).toContain('id="trade-tab-sell" aria-selected="true" aria-controls="trade-panel-sell"');
  });
});
