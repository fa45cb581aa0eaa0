/**
 * The code-splitting groups of the history's first page (decision 470). A signed-in start on the
 * history asks for its newest page from the entry (src/main.tsx), before the screen's code: what
 * that call needs (the history's state, the API client, the contract's calls and their schemas)
 * is one file, fetched in one step, where the bundler cut it into some twenty files found one
 * import level after another (client, then its contract, then the schemas' own imports: five
 * levels, each waiting for the main thread at four times slower CPU).
 *
 * The group takes the history state's dependencies with it, but not the formatting modules that
 * code without the API client imports too (the wallet's painting before React, decision 468, reads
 * the number formatter): those keep their own small files, as the bundler cut them before.
 */

/** Money amounts (decimal arithmetic and the coins' digits). */
const MONEY = /[\\/](contract[\\/](assets|money)\.ts|node_modules[\\/]big\.js[\\/].*)$/;
/** Numbers and ages written in the customer's language. */
const NUMBER_FORMAT = /[\\/](contract[\\/]digit-grouping\.ts|src[\\/]lib[\\/]number-format\.ts)$/;
/** An age in words: the wallet's painting writes it with nothing else (decision 472). */
const AGE_TEXT = /[\\/]src[\\/]lib[\\/]age-text\.ts$/;
/** Dates and time zones. */
const DATES = /[\\/](contract[\\/](full-date|wall-clock|zone-names)\.ts|src[\\/]lib[\\/](warm-intl|dates)\.ts)$/;

const apart = (name: string, test: RegExp) => ({ name, test, priority: 1.5, includeDependenciesRecursively: false });

export const HISTORY_START_GROUPS = [
  apart('money', MONEY),
  apart('number-format', NUMBER_FORMAT),
  apart('age-text', AGE_TEXT),
  apart('dates', DATES),
  { name: 'history-start', test: /[\\/]src[\\/]state[\\/]history\.ts$/, priority: 1 },
];
