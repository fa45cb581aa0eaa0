/** Period tabs (All time, Day, Week, Month, Year): the app's tab list over the periods. */
import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { PERIODS, type PeriodId } from '../../lib/periods.js';
import { TabList } from '../../ui/TabList.js';
import { PERIOD_LABELS } from './labels.js';

const IDS = PERIODS.map((p) => p.id);

interface PeriodTabsProps {
  value: PeriodId;
  onChange(p: PeriodId): void;
  panelId: string;
}

/** The tabs' ids are `period-tab-<id>`: the history's panel is labelled by the selected one. */
export function PeriodTabs({ value, onChange, panelId }: PeriodTabsProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <TabList
      ids={IDS}
      labels={(id) => i18n._(PERIOD_LABELS[id])}
      current={value}
      onSelect={onChange}
      base="period-tab"
      panelOf={() => panelId}
      label={t`Period`}
      className="period-tabs"
      tabClassName="period-tab"
    />
  );
}
