/**
 * The code-splitting groups of the transaction history's screen (decision 479). Left to itself the
 * bundler cut what the screen needs beyond the app frame into some twenty files, one per set of
 * screens sharing a module (each icon, the list, the export menu, the period rules, the age of a
 * snapshot…), found over four import levels. Each file is a task of its own on the main thread at
 * four times slower CPU, which the rows waited for. Grouped by kind, the screen loads three:
 *
 * - the history screen's own modules (the list screen, its filters, statements and export), which
 *   only its sibling screens (a transaction's detail, the received deposits, the tax view) share;
 * - the parts that list and describe transactions, which the wallet, an asset's page, cash, the
 *   swap and the back office show too;
 * - the icons, which nearly every screen draws.
 *
 * Each group holds only the modules it names: their dependencies stay where the bundler or an
 * earlier group put them, so nothing of the first route or of the history's first call moves.
 */

/** The history screen and the modules only it and its sibling screens use. */
export const HISTORY_SCREEN =
  /[\\/]src[\\/]features[\\/]transactions[\\/]((?!TransactionDetailScreen|ReceiveTransactionsScreen|CardAttemptRows|CashDetailRows|ChainDetailRows|CopyValueRow|DepositOriginRow)[^\\/]+\.tsx?|api[\\/][^\\/]+\.ts)$/;

/** What lists and describes transactions on any screen (paths from the repository's root). */
export const TRANSACTION_PARTS_FILES = [
  'src/ui/TransactionList.tsx',
  'src/ui/ExportMenu.tsx',
  'src/ui/ListDate.tsx',
  'src/ui/transaction-words.ts',
  'src/offline/LastUpdated.tsx',
  'src/offline/age.ts',
  'src/lib/money-format.ts',
  'src/lib/periods.ts',
  'src/lib/card-attempts.ts',
  'src/lib/transactions.ts',
  'src/lib/download.ts',
  'contract/transaction-type.ts',
];

/** A module id ending in one of these files, with either separator. */
function endsWithOneOf(files: readonly string[]): RegExp {
  const escaped = files.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]'));
  return new RegExp(`[\\\\/](${escaped.join('|')})$`);
}

/** The icon set's icons and its one helper. */
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;

const only = (name: string, test: RegExp) => ({ name, test, priority: 0.5, includeDependenciesRecursively: false });

export const HISTORY_SCREEN_GROUPS = [
  only('history-screen', HISTORY_SCREEN),
  only('transaction-parts', endsWithOneOf(TRANSACTION_PARTS_FILES)),
  only('icons', ICONS),
];
