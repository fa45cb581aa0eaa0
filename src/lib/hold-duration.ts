/**
 * How long an address-book hold lasts, in words of the active language ("24 hours",
 * "10 minutes", "5 seconds"): the contract's holdText in English, with each language's plurals.
 */
import { plural } from '@lingui/core/macro';

export function holdDuration(seconds: number): string {
  if (seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return plural(hours, { one: '# hour', other: '# hours' });
  }
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return plural(minutes, { one: '# minute', other: '# minutes' });
  }
  return plural(seconds, { one: '# second', other: '# seconds' });
}
