// What Vitest's global setup (server/test/global-setup.ts) hands every test worker through
// `inject`: read by vitest.setup.ts, so declared where both the server's and the tools'
// TypeScript programs see it.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    pgTemplateDatabase: string;
    compiledServerEntry: string;
  }
}
