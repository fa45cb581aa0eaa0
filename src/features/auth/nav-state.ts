/** Navigation state the auth screens pass each other (wouter keeps it in history.state). */
export type AuthTab = 'signin' | 'signup';

export interface AuthNavState {
  activeTab?: AuthTab;
  email?: string;
}

export interface CodeNavState {
  email?: string;
  /** 'signup' while creating an account (title 'Verify Your Email'). */
  flow?: 'signup';
  /** When the code was sent (ms), for the resend wait. */
  sentAt?: number;
}

/** A code can be sent once a minute (the server's limit; it also says so if this runs early). */
export const RESEND_WAIT_SECONDS = 60;
