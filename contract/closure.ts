/**
 * Account closure refusals and the closure of an account whose identity check was rejected
 * (decision 100). Shared by the server's answers and the Delete Account modal.
 */

export const CLOSURE_MESSAGES = {
  purchaseOpen:
    'A card purchase is still open. Please wait until it completes or expires (at most 15 minutes) before deleting your account.',
  withdrawalOpen: 'A withdrawal is still being sent. Please wait until it completes before deleting your account.',
  closedWithFundsHeld:
    'Account has been successfully deleted. Your remaining balance is held for return: our support team will contact you by email to return it to you.',
  rejectedNotice:
    'Your identity verification was rejected, so you cannot withdraw. You can still delete your account: your remaining balance is then held for return, and our support team contacts you by email to return it to you.',
} as const;
