/** The customer's history export and yearly statement (decisions 139 and 140). */
import type { ExportFile, StatementYears } from '../statements.js';
import { defineSpec } from './define.js';
import { checkedByRule, noFields, payload } from './fields.js';

/** The Transactions screen's filters: type chip and period as instants; the file in `format`. */
export const exportHistory = defineSpec<ExportFile>()({
  path: '/exchange/export-history',
  readOnly: true,
  access: 'user',
  payload: payload({
    format: checkedByRule<string>(),
    type: checkedByRule<string>(),
    /** ISO 8601; absent: from the account's first transaction. */
    from: checkedByRule<string>(),
    /** ISO 8601; absent: now. */
    to: checkedByRule<string>(),
    /** IANA zone the file's dates are written in; absent: the profile's. */
    timeZone: checkedByRule<string>(),
  }),
});

export const getStatementYears = defineSpec<StatementYears>()({
  path: '/exchange/get-statement-years',
  readOnly: true,
  access: 'user',
  payload: noFields,
});

export const getTaxStatement = defineSpec<ExportFile>()({
  path: '/exchange/get-tax-statement',
  readOnly: true,
  access: 'user',
  payload: payload({
    year: checkedByRule<number>(),
    format: checkedByRule<string>(),
  }),
});
