/**
 * The tax view's code values in words (decision 458): how a disposal came about and how it
 * counts for tax. A treatment of 'none' (EU countries without one applied here) says nothing.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaxDisposalKind, TaxTreatment } from '../../../../contract/tax-report.js';

export const KIND_WORDS: Record<TaxDisposalKind, MessageDescriptor> = {
  sale: msg`Sold for cash`,
  swap: msg`Swapped for another coin`,
  withdrawal: msg`Sent to someone else`,
};

export const TREATMENT_WORDS: Record<Exclude<TaxTreatment, 'none'>, MessageDescriptor> = {
  discount_eligible: msg`Discount-eligible: held 12 months or more`,
  non_discount: msg`No discount: held less than 12 months, or a loss`,
  taxable: msg`Taxable: held one year or less`,
  tax_free: msg`Tax-free: held over one year`,
};
