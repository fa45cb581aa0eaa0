import type { Migration } from 'kysely';
import * as core from './001-core.js';
import * as accounts from './002-accounts.js';
import * as ledger from './003-ledger.js';
import * as market from './004-market.js';
import * as wallet from './005-wallet.js';
import * as payments from './006-payments.js';
import * as merchants from './007-merchants.js';
import * as kyc from './008-kyc.js';
import * as marketTicker from './009-market-ticker.js';
import * as ledgerCheck from './010-ledger-check.js';
import * as retention from './011-retention.js';
import * as idempotencyPrune from './012-idempotency-prune.js';
import * as accountSecurity from './013-account-security.js';
import * as notificationRefusals from './014-notification-refusals.js';
import * as moneyLimits from './015-money-limits.js';
import * as reliability from './016-reliability.js';
import * as customerExperience from './017-customer-experience.js';
import * as dropRateLimitHits from './018-drop-rate-limit-hits.js';
import * as sessionsAndAlerts from './020-sessions-and-alerts.js';
import * as passkeys from './021-passkeys.js';
import * as withdrawalLimits from './022-withdrawal-limits.js';
import * as recurringBuys from './023-recurring-buys.js';
import * as priceAlerts from './024-price-alerts.js';
import * as addressBook from './027-address-book.js';
import * as legalConsents from './028-legal-consents.js';
import * as idempotentEffects from './029-idempotent-effects.js';
import * as staffRoles from './030-staff-roles.js';
import * as auditTrail from './031-audit-trail.js';
import * as staffNotes from './032-staff-notes.js';
import * as freezeAndApprovals from './033-freeze-and-approvals.js';
import * as bank from './035-bank.js';
import * as bankPayees from './036-bank-payees.js';
import * as bankWithdrawals from './037-bank-withdrawals.js';
import * as screeningCases from './040-screening-cases.js';
import * as addressProofs from './041-address-proofs.js';
import * as restoreReconciliation from './049-restore-reconciliation.js';
import * as monitoringFindings from './050-monitoring-findings.js';
import * as accountLanguage from './051-account-language.js';
import * as recurringFunding from './052-recurring-funding.js';
import * as withdrawalBeneficiaries from './056-withdrawal-beneficiaries.js';
import * as transferRecords from './058-transfer-records.js';
import * as complianceCases from './060-compliance-cases.js';
import * as withdrawalApprovals from './061-withdrawal-approvals.js';
import * as cashPayoutRetries from './064-cash-payout-retries.js';
import * as caseReleaseApprovals from './066-case-release-approvals.js';
import * as travelRuleCaseKinds from './067-travel-rule-case-kinds.js';
import * as dataFolderInode from './071-data-folder-inode.js';
import * as withdrawalRecords from './072-withdrawal-records.js';
import * as testDepositProofs from './073-test-deposit-proofs.js';
import * as bankDepositCases from './074-bank-deposit-cases.js';
import * as cashWithdrawalsReturnedAfterPaid from './075-cash-withdrawals-returned-after-paid.js';
import * as cashWithdrawalApprovals from './076-cash-withdrawal-approvals.js';
import * as disabledStaff from './078-disabled-staff.js';
import * as travelRuleFailureCases from './082-travel-rule-failure-cases.js';
import * as trpInquiries from './083-trp-inquiries.js';
import * as withdrawalSettlementClaims from './090-withdrawal-settlement-claims.js';
import * as staffRoleRequests from './092-staff-role-requests.js';
import * as restoreReconciliationSince from './094-restore-reconciliation-since.js';
import * as bankSandboxPayoutListing from './095-bank-sandbox-payout-listing.js';
import * as caseNoAction from './096-case-no-action.js';
import * as portfolioLots from './097-portfolio-lots.js';
import * as orders from './098-orders.js';
import * as orderFillsSeen from './099-order-fills-seen.js';
import * as depositCostCorrections from './100-deposit-cost-corrections.js';
import * as orderMovementIndexes from './101-order-movement-indexes.js';
import * as movementJoinIndexes from './102-movement-join-indexes.js';

/** Every migration, in order. Names sort lexically; never rename one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001-core': core,
  '002-accounts': accounts,
  '003-ledger': ledger,
  '004-market': market,
  '005-wallet': wallet,
  '006-payments': payments,
  '007-merchants': merchants,
  '008-kyc': kyc,
  '009-market-ticker': marketTicker,
  '010-ledger-check': ledgerCheck,
  '011-retention': retention,
  '012-idempotency-prune': idempotencyPrune,
  '013-account-security': accountSecurity,
  '014-notification-refusals': notificationRefusals,
  '015-money-limits': moneyLimits,
  '016-reliability': reliability,
  '017-customer-experience': customerExperience,
  '018-drop-rate-limit-hits': dropRateLimitHits,
  '020-sessions-and-alerts': sessionsAndAlerts,
  '021-passkeys': passkeys,
  '022-withdrawal-limits': withdrawalLimits,
  '023-recurring-buys': recurringBuys,
  '024-price-alerts': priceAlerts,
  '027-address-book': addressBook,
  '028-legal-consents': legalConsents,
  '029-idempotent-effects': idempotentEffects,
  '030-staff-roles': staffRoles,
  '031-audit-trail': auditTrail,
  '032-staff-notes': staffNotes,
  '033-freeze-and-approvals': freezeAndApprovals,
  '035-bank': bank,
  '036-bank-payees': bankPayees,
  '037-bank-withdrawals': bankWithdrawals,
  '040-screening-cases': screeningCases,
  '041-address-proofs': addressProofs,
  '049-restore-reconciliation': restoreReconciliation,
  '050-monitoring-findings': monitoringFindings,
  '051-account-language': accountLanguage,
  '052-recurring-funding': recurringFunding,
  '056-withdrawal-beneficiaries': withdrawalBeneficiaries,
  '058-transfer-records': transferRecords,
  '060-compliance-cases': complianceCases,
  '061-withdrawal-approvals': withdrawalApprovals,
  '064-cash-payout-retries': cashPayoutRetries,
  '066-case-release-approvals': caseReleaseApprovals,
  '067-travel-rule-case-kinds': travelRuleCaseKinds,
  '071-data-folder-inode': dataFolderInode,
  '072-withdrawal-records': withdrawalRecords,
  '073-test-deposit-proofs': testDepositProofs,
  '074-bank-deposit-cases': bankDepositCases,
  '075-cash-withdrawals-returned-after-paid': cashWithdrawalsReturnedAfterPaid,
  '076-cash-withdrawal-approvals': cashWithdrawalApprovals,
  '078-disabled-staff': disabledStaff,
  '082-travel-rule-failure-cases': travelRuleFailureCases,
  '083-trp-inquiries': trpInquiries,
  '090-withdrawal-settlement-claims': withdrawalSettlementClaims,
  '092-staff-role-requests': staffRoleRequests,
  '094-restore-reconciliation-since': restoreReconciliationSince,
  '095-bank-sandbox-payout-listing': bankSandboxPayoutListing,
  '096-case-no-action': caseNoAction,
  '097-portfolio-lots': portfolioLots,
  '098-orders': orders,
  '099-order-fills-seen': orderFillsSeen,
  '100-deposit-cost-corrections': depositCostCorrections,
  '101-order-movement-indexes': orderMovementIndexes,
  '102-movement-join-indexes': movementJoinIndexes,
};
