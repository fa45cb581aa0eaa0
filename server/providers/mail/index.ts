/** Email: SMTP or the local outbox, the templates, and the local mailbox pages. */
export * from './mail.js';
export { registerMailSandbox } from './sandbox-routes.js';
