/** The period tabs' words (the shared period list keeps English ids and labels for other uses). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PeriodId } from '../../lib/periods.js';

export const PERIOD_LABELS: Record<PeriodId, MessageDescriptor> = {
  all: msg`All time`,
  day: msg`Day`,
  week: msg`Week`,
  month: msg`Month`,
  year: msg`Year`,
};
