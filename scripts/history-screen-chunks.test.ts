import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HISTORY_SCREEN, HISTORY_SCREEN_GROUPS, TRANSACTION_PARTS_FILES } from './history-screen-chunks.js';

const groupOf = (id: string) => HISTORY_SCREEN_GROUPS.filter((g) => g.test.test(id)).map((g) => g.name);

describe('the history screen’s code-splitting groups (decision 479)', () => {
  it('takes the history screen’s own modules, on either separator', () => {
    for (const file of ['TransactionsScreen.tsx', 'HistoryList.tsx', 'use-history-rows.ts', 'StatementPanel.tsx'])
      expect(groupOf(`/repo/src/features/transactions/${file}`)).toEqual(['history-screen']);
    expect(groupOf('C:\\repo\\src\\features\\transactions\\api\\statements.ts')).toEqual(['history-screen']);
  });

  it('leaves the sibling screens, the tax view and the catalogs in files of their own', () => {
    for (const id of [
      '/repo/src/features/transactions/TransactionDetailScreen.tsx',
      '/repo/src/features/transactions/ReceiveTransactionsScreen.tsx',
      '/repo/src/features/transactions/CashDetailRows.tsx',
      '/repo/src/features/transactions/tax/TaxScreen.tsx',
      '/repo/src/features/transactions/locales/de.po',
    ])
      expect(groupOf(id)).toEqual([]);
  });

  it('names every transaction part by a file that exists, and takes nothing beside them', () => {
    for (const file of TRANSACTION_PARTS_FILES) {
      expect(existsSync(file), file).toBe(true);
      expect(groupOf(`/repo/${file}`)).toEqual(['transaction-parts']);
    }
    expect(groupOf('/repo/src/lib/periods.test.ts')).toEqual([]);
    expect(groupOf('/repo/src/ui/TransactionListItem.tsx')).toEqual([]);
  });

  it('takes the icons, not the rest of node_modules', () => {
    expect(groupOf('/repo/node_modules/lucide-react/dist/esm/icons/download.js')).toEqual(['icons']);
    expect(groupOf('/repo/node_modules/react/index.js')).toEqual([]);
  });

  it('still matches every module the history screen is made of today', () => {
    const own = readdirSync('src/features/transactions').filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
    const taken = own.filter((f) => HISTORY_SCREEN.test(`/repo/src/features/transactions/${f}`));
    expect(taken).toContain('TransactionsScreen.tsx');
    expect(own.length - taken.length).toBe(7);
  });
});
