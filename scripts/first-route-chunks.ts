/**
 * The code-splitting groups of the first route (decision 467). Left to itself the bundler cuts
 * the sign-in page's script into some twenty files, one per set of pages that share a module:
 * each is compressed on its own and carries its own imports and exports, and the page paid about
 * 4 KB for the cutting alone. The first route is instead React DOM (its own group in
 * vite.config.ts), the bundler's runtime, the app (everything the entry imports), the little every
 * screen's code needs, the form parts the sign-in form shares with the other forms, and the
 * sign-in screen.
 *
 * A group takes its modules' dependencies with it unless a group before it took them: the app
 * comes first, so the later groups hold only their own modules.
 */

/**
 * Modules nearly every screen imports: one small file for the three (the entry itself does not
 * import them), and the sign-in form's rule, which the API client's contract also imports (the
 * session refresh's call): in the sign-in screen's file it made every signed-in screen, and the
 * history's first page started by the entry (decision 470), fetch that screen and its styles first.
 */
const EVERY_SCREEN =
  /[\\/](src[\\/](ui[\\/]Button\.tsx|offline[\\/]hooks\.ts|api[\\/]api-error\.ts)|contract[\\/]validation[\\/]sign-in\.ts)$/;
/** The form parts the sign-in form shares with every other form (decision 132). */
const FORM_PARTS =
  /[\\/]src[\\/](ui[\\/](Field|OnlineButton)\.tsx|state[\\/]use-form\.ts|offline[\\/]OfflineNotice\.tsx)$/;
/** The sign-in screen, with the parts only the other account screens share with it. */
const SIGN_IN =
  /[\\/]src[\\/](features[\\/]auth[\\/](AuthScreen|SignInForm|PasswordField|timing)\.tsx|api[\\/]lazy-client\.ts)$/;

export const FIRST_ROUTE_GROUPS = [
  // Everything the entry imports statically ('$initial'): React, the router, the state and
  // language libraries, the shell.
  { name: 'app', tags: ['$initial' as const], priority: 4 },
  { name: 'app', test: EVERY_SCREEN, priority: 4 },
  { name: 'form-parts', test: FORM_PARTS, priority: 3 },
  { name: 'sign-in', test: SIGN_IN, priority: 2 },
];
