import { describe, expect, it } from 'vitest';
import {
  canStartVerification,
  claimFromReview,
  kycCardText,
  kycStatusOf,
  needsVerificationPrompt,
  statusFromReview,
} from './kyc.js';

describe('KYC status rules', () => {
  it('reads the status of a get-kyc-status answer; missing or unknown is pending', () => {
    expect(kycStatusOf({ kyc_data: [{ kyc_property: 'kyc_status', kyc_value: 'approved' }] })).toBe('approved');
    expect(kycStatusOf({ kyc_data: [{ kyc_property: 'other', kyc_value: 'approved' }] })).toBe('pending');
    expect(kycStatusOf({ kyc_data: [{ kyc_property: 'kyc_status', kyc_value: 'APPROVED!' }] })).toBe('pending');
    expect(kycStatusOf(null)).toBe('pending');
  });

  it('lets only not_started and incomplete start, and stops the popup once the verdict is in', () => {
    expect(
      ['pending', 'submitted', 'incomplete', 'not_started', 'approved', 'rejected'].filter((s) =>
        canStartVerification(s as never),
      ),
    ).toEqual(['incomplete', 'not_started']);
    expect(needsVerificationPrompt('approved')).toBe(false);
    expect(needsVerificationPrompt('rejected')).toBe(false);
    expect(needsVerificationPrompt('pending')).toBe(true);
  });

  it('maps provider reviews to statuses', () => {
    expect(statusFromReview({ reviewStatus: null })).toBe('not_started');
    expect(statusFromReview({ reviewStatus: 'init' })).toBe('incomplete');
    expect(statusFromReview({ reviewStatus: 'pending' })).toBe('submitted');
    expect(statusFromReview({ reviewStatus: 'onHold' })).toBe('submitted');
    expect(statusFromReview({ reviewStatus: 'completed', reviewAnswer: 'GREEN' })).toBe('approved');
    expect(statusFromReview({ reviewStatus: 'completed', reviewAnswer: 'RED', reviewRejectType: 'FINAL' })).toBe(
      'rejected',
    );
    expect(statusFromReview({ reviewStatus: 'completed', reviewAnswer: 'RED', reviewRejectType: 'RETRY' })).toBe(
      'incomplete',
    );
  });

  it('reads the claim of a widget review message only once the review is completed', () => {
    expect(claimFromReview({ reviewStatus: 'pending' })).toBeNull();
    expect(claimFromReview({ reviewStatus: 'completed', reviewResult: { reviewAnswer: 'GREEN' } })).toBe('approved');
    expect(
      claimFromReview({ reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'FINAL' } }),
    ).toBe('rejected');
    expect(
      claimFromReview({ reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'RETRY' } }),
    ).toBe('incomplete');
  });

  it('gives the card texts of the specification', () => {
    expect(kycCardText('not_started').action).toBe('Start Verification');
    expect(kycCardText('incomplete')).toMatchObject({
      status: 'Verification Incomplete',
      action: 'Complete Verification',
      tone: 'warning',
    });
    expect(kycCardText('submitted')).toMatchObject({
      status: 'Under Review',
      text: 'We are processing your verification. This may take some time',
    });
    expect(kycCardText('approved')).toMatchObject({
      status: 'Verification Complete',
      text: 'Your account has been successfully verified',
    });
    expect(kycCardText('rejected')).toMatchObject({
      status: 'Verification Failed',
      text: 'We could not verify your identity. Email our support team and they will tell you what to do next.',
    });
    expect(kycCardText('submitted').action).toBeUndefined();
  });
});
