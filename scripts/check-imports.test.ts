import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breaches } from './check-imports.js';

const f = (path: string, source: string) => ({ path: resolve(path), source });

describe('import rules', () => {
  it('refuses a feature importing another feature', () => {
    expect(breaches([f('src/features/swap/Swap.tsx', "import { x } from '../wallet/list.js';")])).toHaveLength(1);
  });
  it('refuses contract importing the server and src importing the server', () => {
    expect(breaches([f('contract/a.ts', "import { y } from '../server/db/index.js';")])).toHaveLength(1);
    expect(breaches([f('src/api/a.ts', "import { y } from '../../server/config.js';")])).toHaveLength(1);
    expect(breaches([f('server/a.ts', "import { y } from '../src/app/App.js';")])).toHaveLength(1);
  });
  it('allows the shell to load features and everything to use contract and shared pieces', () => {
    expect(
      breaches([
        f('src/app/routes.tsx', "const A = lazy(() => import('../features/wallet/Wallet.js'));"),
        f(
          'src/features/swap/Swap.tsx',
          "import { Button } from '../../ui/Button.js';\nimport { COINS } from '../../../contract/assets.js';",
        ),
        f('server/modules/a.ts', "import { COINS } from '../../contract/assets.js';"),
      ]),
    ).toEqual([]);
  });
});

describe('browser layers: shared -> features -> shell', () => {
  it('refuses shared code importing the shell or a feature', () => {
    expect(breaches([f('src/ui/Link.tsx', "import * as paths from '../app/paths.js';")])).toEqual([
      'src/ui/Link.tsx: imports ../app/paths.js (shared code never imports the shell or a feature)',
    ]);
    expect(breaches([f('src/state/x.ts', "import { y } from '../features/wallet/y.js';")])).toEqual([
      'src/state/x.ts: imports ../features/wallet/y.js (shared code never imports the shell or a feature)',
    ]);
    expect(breaches([f('contract/x.ts', "import { y } from '../src/app/paths.js';")])).toContain(
      'contract/x.ts: imports ../src/app/paths.js (shared code never imports the shell or a feature)',
    );
  });
  it('refuses a feature importing the shell', () => {
    expect(breaches([f('src/features/auth/SignIn.tsx', "import { homeFor } from '../../app/access.js';")])).toEqual([
      'src/features/auth/SignIn.tsx: imports ../../app/access.js (a feature never imports the shell)',
    ]);
  });
  it('refuses shared UI calling the server: the screen that shows it hands it its data', () => {
    expect(breaches([f('src/ui/Popup.tsx', "import { getKycStatus } from '../api/kyc.js';")])).toEqual([
      'src/ui/Popup.tsx: imports ../api/kyc.js (shared UI is given its data by the screen that shows it)',
    ]);
  });
  it('allows each layer to use the layers below it', () => {
    expect(
      breaches([
        f('src/main.tsx', "import { App } from './app/App.js';"),
        f('src/app/App.tsx', "import { x } from '../features/wallet/x.js';\nimport * as paths from '../lib/paths.js';"),
        f(
          'src/features/wallet/x.ts',
          "import * as paths from '../../lib/paths.js';\nimport { api } from '../../api/client.js';",
        ),
        f('src/features/wallet/api/market.ts', "import { api } from '../../../api/client.js';"),
        f('src/ui/Popup.tsx', "import { auth } from '../state/auth.js';\nimport { Button } from './Button.js';"),
      ]),
    ).toEqual([]);
  });
});

describe('server layout rules', () => {
  it('refuses reaching past a module or provider index.ts, and allows the index and testing.ts in tests', () => {
    expect(breaches([f('server/modules/profile/a.ts', "import { users } from '../accounts/users.js';")])).toEqual([
      'server/modules/profile/a.ts: imports ../accounts/users.js (enter server/modules/accounts through its index.ts)',
    ]);
    expect(
      breaches([f('server/modules/wallet/a.ts', "import { x } from '../../providers/chain/port.js';")]),
    ).toHaveLength(1);
    expect(
      breaches([
        f('server/modules/profile/a.ts', "import { users } from '../accounts/index.js';"),
        f('server/modules/profile/b.ts', "import { own } from './a.js';"),
        f('server/modules/profile/a.test.ts', "import { seed } from '../ledger/testing.js';"),
      ]),
    ).toEqual([]);
    expect(breaches([f('server/modules/profile/c.ts', "import { seed } from '../ledger/testing.js';")])).toHaveLength(
      1,
    );
  });
  it('refuses a provider importing a module', () => {
    expect(breaches([f('server/providers/kyc/a.ts', "import { KYC } from '../../modules/kyc/index.js';")])).toEqual([
      'server/providers/kyc/a.ts: imports ../../modules/kyc/index.js (providers never imports modules: layers look down)',
    ]);
  });
  it('refuses a circle of imports, type-only imports included', () => {
    const a = f('server/lib/a.ts', "import { b } from './b.js';");
    expect(breaches([a, f('server/lib/b.ts', "import { a } from './a.js';")])).toEqual([
      'import circle through 2 files: server/lib/a.ts -> server/lib/b.ts -> server/lib/a.ts',
    ]);
    expect(breaches([a, f('server/lib/b.ts', "import type { A } from './a.js';")])).toEqual([
      'import circle through 2 files: server/lib/a.ts -> server/lib/b.ts -> server/lib/a.ts',
    ]);
    expect(breaches([a, f('server/lib/b.ts', "import { c } from './c.js';")])).toEqual([]);
  });
  it('names each circle once, with the number of files it joins', () => {
    expect(
      breaches([
        f('server/db/index.ts', "import { lock } from './lock.js';\nimport type { DB } from './schema.js';"),
        f('server/db/lock.ts', "import type { Database } from './index.js';"),
        f('server/db/schema.ts', "import type { Database } from './index.js';"),
      ]),
    ).toEqual(['import circle through 3 files: server/db/index.ts -> server/db/lock.ts -> server/db/index.ts']);
  });
  it("refuses an arrow back up the server's layers, type imports included; tests reach any layer", () => {
    expect(breaches([f('server/db/a.ts', "import type { AppDeps } from '../deps.js';")])).toEqual([
      'server/db/a.ts: imports ../deps.js (db never imports call kit: layers look down)',
    ]);
    expect(breaches([f('server/providers/mail/a.ts', "import type { AppDeps } from '../../deps.js';")])).toEqual([
      'server/providers/mail/a.ts: imports ../../deps.js (providers never imports call kit: layers look down)',
    ]);
    expect(breaches([f('server/config.ts', "import { market } from './modules/market/index.js';")])).toEqual([
      'server/config.ts: imports ./modules/market/index.js (call kit never imports modules: layers look down)',
    ]);
    expect(breaches([f('server/modules/wallet/a.ts', "import { createApp } from '../../http/app.js';")])).toHaveLength(
      1,
    );
    expect(breaches([f('server/modules/wallet/tables.ts', "import type { Id } from './ids.js';")])).toEqual([
      'server/modules/wallet/tables.ts: imports ./ids.js (db never imports modules: layers look down)',
    ]);
    expect(breaches([f('server/modules/market/a.ts', "import type { T } from '../wallet/tables.js';")])).toHaveLength(
      1,
    );
    expect(
      breaches([
        f(
          'server/modules/wallet/a.ts',
          "import type { AppDeps } from '../../deps.js';\nimport { ApiError } from '../../http/errors.js';",
        ),
        f('server/modules/wallet/tables.ts', "import type { Generated } from 'kysely';"),
        f('server/db/schema.ts', "import type { WalletTables } from '../modules/wallet/tables.js';"),
        f('server/http/app.ts', "import { MODULES } from '../modules/index.js';"),
        f('server/start.ts', "import { createApp } from './http/app.js';"),
        f('server/modules/wallet/a.test.ts', "import { createApp } from '../../http/app.js';"),
      ]),
    ).toEqual([]);
  });
});

describe('what every signed-in start loads', () => {
  const files = (exchange: string) => [
    f('src/api/transport.ts', "import { sealCall } from '../../contract/calls/wire.js';"),
    f('contract/calls/wire.ts', "import { X } from '../exchange.js';"),
    f('contract/exchange.ts', exchange),
    f('contract/addresses/index.ts', 'export const isValidAddressForRoute = () => true;'),
  ];
  it('refuses the API client reaching the address checks by static imports, and names the way', () => {
    expect(breaches(files("import { isValidAddressForRoute } from './addresses/index.js';"))).toEqual([
      'src/api/transport.ts: reaches the address checks, which only screens taking an address load: src/api/transport.ts -> contract/calls/wire.ts -> contract/exchange.ts -> contract/addresses/index.ts',
    ]);
  });
  it('allows a type-only import and a lazy one: neither loads the checks with the client', () => {
    expect(breaches(files("import type { Route } from './addresses/index.js';"))).toEqual([]);
    expect(breaches(files("const checks = () => import('./addresses/index.js');"))).toEqual([]);
  });
});

describe("the account forms' checks", () => {
  it('are never reached from the API client, whose refresh call has a file of its own', () => {
    const client = (refresh: string, imports: string) => [
      f('src/api/transport.ts', `import { getNewToken } from '../../contract/calls/${refresh}.js';`),
      f(`contract/calls/${refresh}.ts`, imports),
      f('contract/calls/fields.ts', 'export const payload = () => ({});'),
      f('contract/validation/accounts.ts', 'export const validateEmail = () => true;'),
    ];
    expect(breaches(client('accounts', "import { validateEmail } from '../validation/accounts.js';"))).toEqual([
      "src/api/transport.ts: reaches the account forms' checks, which only screens asking for an e-mail, a name or a password load: src/api/transport.ts -> contract/calls/accounts.ts",
    ]);
    expect(breaches(client('session-token', "import { payload } from './fields.js';"))).toEqual([]);
  });
});
