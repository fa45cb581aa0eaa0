/** The notice a customer gets when the provider's verdict arrives. */
import { type MailContent, PRODUCT_NAME } from '../../providers/mail/index.js';

export function kycMail(status: 'approved' | 'rejected'): MailContent {
  if (status === 'approved')
    return {
      subject: `Your ${PRODUCT_NAME} account is verified`,
      heading: 'Verification complete',
      paragraphs: [
        'Your identity has been verified. Withdrawals and larger card purchases are now open to you.',
        'If you did not ask to verify your identity, contact our support team straight away.',
      ],
    };
  return {
    subject: `Your ${PRODUCT_NAME} verification was not successful`,
    heading: 'Verification failed',
    paragraphs: [
      'We could not verify your identity with the documents provided.',
      'Please contact our support team for assistance with your verification.',
    ],
  };
}
