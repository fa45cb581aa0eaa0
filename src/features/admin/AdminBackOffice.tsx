/**
 * The back-office (decision 279): support agents find and help customers; compliance officers
 * also work the case queue, decide four-eyes approvals and read the audit log; admins manage staff
 * (decision 320) and see nothing of a customer's. One lazy screen, never loaded by a customer
 * route; every call is checked by role on the server again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { logout } from '../../api/accounts.js';
import * as paths from '../../lib/paths.js';
import { auth } from '../../state/auth.js';
import { Button } from '../../ui/Button.js';
import { Approvals } from './backoffice/Approvals.js';
import { AuditLog } from './backoffice/AuditLog.js';
import { CaseQueue } from './backoffice/CaseQueue.js';
import { CustomerDesk } from './backoffice/CustomerDesk.js';
import { StaffPanel } from './backoffice/StaffPanel.js';
import { ROLE_LABEL } from './backoffice/staff-labels.js';
import { TravelRuleExport } from './backoffice/TravelRuleExport.js';
import { TravelRuleRecords } from './backoffice/TravelRuleRecords.js';
import { TrpInquiryAddress } from './backoffice/TrpInquiryAddress.js';
import './backoffice/backoffice.css';

type Section = 'customers' | 'cases' | 'approvals' | 'audit' | 'travelRule' | 'staff';

const SECTION_OF: Record<string, Section> = {
  [paths.backOfficeCustomers]: 'customers',
  [paths.backOfficeCases]: 'cases',
  [paths.backOfficeApprovals]: 'approvals',
  [paths.backOfficeAudit]: 'audit',
  [paths.backOfficeTravelRule]: 'travelRule',
  [paths.backOfficeStaff]: 'staff',
};

export default function AdminBackOffice() {
  const { t, i18n } = useLingui();
  const [path, navigate] = useLocation();
  const { user } = useSnapshot(auth);
  const [leaving, setLeaving] = useState(false);
  const compliance = user?.role === 'compliance';
  const admin = user?.role === 'admin';
  const asked = SECTION_OF[path] ?? (compliance ? 'cases' : 'customers');
  // Support sees only the desk, an admin only staff; the server refuses other calls anyway.
  const section: Section = admin ? 'staff' : compliance && asked !== 'staff' ? asked : 'customers';
  const links: Array<[Section, string, string]> = admin
    ? [['staff', paths.backOfficeStaff, t`Staff`]]
    : [
        ['customers', paths.backOfficeCustomers, t`Customers`],
        ...(compliance
          ? ([
              ['cases', paths.backOfficeCases, t`Cases`],
              ['approvals', paths.backOfficeApprovals, t`Approvals`],
              ['audit', paths.backOfficeAudit, t`Audit log`],
              ['travelRule', paths.backOfficeTravelRule, t`Travel Rule records`],
            ] as Array<[Section, string, string]>)
          : []),
      ];
  const panels: Record<Section, ReactNode> = {
    customers: <CustomerDesk compliance={compliance} />,
    cases: <CaseQueue />,
    approvals: <Approvals />,
    audit: <AuditLog />,
    travelRule: (
      <>
        <TravelRuleRecords />
        <TravelRuleExport />
        <TrpInquiryAddress />
      </>
    ),
    staff: <StaffPanel />,
  };
  return (
    <div className="bo-page">
      <header className="bo-header">
        <h1 className="bo-title">
          <Trans>CoinVault back office</Trans>
        </h1>
        <span className="bo-muted bo-who">
          {user?.email} · {user && user.role !== 'user' ? i18n._(ROLE_LABEL[user.role]) : null}
        </span>
        <Button
          variant="ghost"
          busy={leaving}
          onClick={async () => {
            setLeaving(true);
            await logout();
            navigate(paths.signIn, { replace: true });
          }}
        >
          <Trans>Sign out</Trans>
        </Button>
      </header>
      <nav className="bo-nav" aria-label={t`Back office`}>
        {links.map(([key, href, label]) => (
          <Link key={key} href={href} className="bo-nav-link" aria-current={section === key ? 'page' : undefined}>
            {label}
          </Link>
        ))}
        {admin ? (
          <Link href={paths.adminHistory} className="bo-nav-link">
            <Trans>Merchant transactions</Trans>
          </Link>
        ) : null}
      </nav>
      <div className="bo-body">{panels[section]}</div>
    </div>
  );
}
